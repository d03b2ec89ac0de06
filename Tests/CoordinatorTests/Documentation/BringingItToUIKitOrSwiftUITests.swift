import Coordinator
import Testing

// The headless listings of the DocC article "Bringing It to UIKit or SwiftUI"
// (Coordinator.docc/BringingItToUIKitOrSwiftUI.md). `ArticleListingTests` checks that they still
// match; the article's UIKit and SwiftUI listings run only on Apple platforms.

/// What the platform's navigation controllers must do to show the router's stack.
enum PlatformCommand: Hashable, CustomStringConvertible {
  /// Push the entry's screen on the top level's navigation stack.
  case push(RouterEntry, animated: Bool)
  /// Present a new navigation stack, with the entry's screen as its root.
  case present(RouterEntry, animated: Bool)
  /// Pop this many screens off the top level's navigation stack.
  case pop(count: Int, animated: Bool)
  /// Dismiss the top presented navigation stack.
  case dismiss(animated: Bool)
  /// Dismiss every presented stack and make the entry's screen the only one.
  case setRoot(RouterEntry, animated: Bool)

  /// The commands that show `event` on the platform; none for a move the platform made itself.
  static func commands(for event: RouterEvent) -> [PlatformCommand] {
    switch event {
    case .pushed(let entry, let animated):
      [.push(entry, animated: animated)]
    case .presented(let entry, let animated):
      [.present(entry, animated: animated)]
    case .popped(let entries, let animated, let cause):
      cause == .programmatic ? [.pop(count: entries.count, animated: animated)] : []
    case .dismissed(_, let animated, let cause):
      cause == .programmatic ? [.dismiss(animated: animated)] : []
    case .rootReplaced(let entry, _, let animated):
      [.setRoot(entry, animated: animated)]
    case .interactivePopBegan, .interactivePopCancelled, .leaveRefused, .rejected:
      []
    case .tabsSet, .tabSelected:
      // One navigation stack here: a tab bar controller maps these to its own commands.
      []
    }
  }

  var description: String {
    switch self {
    case .push(let entry, let animated): "push \(entry)" + (animated ? "" : " (not animated)")
    case .present(let entry, let animated): "present \(entry)" + (animated ? "" : " (not animated)")
    case .pop(let count, let animated): "pop \(count)" + (animated ? "" : " (not animated)")
    case .dismiss(let animated): "dismiss" + (animated ? "" : " (not animated)")
    case .setRoot(let entry, let animated):
      "set root \(entry)" + (animated ? "" : " (not animated)")
    }
  }
}

/// The `Router` an app gives its coordinators: a `StackRouter` keeps the state, the UI shows it.
final class PlatformRouter: Router {
  let model: StackRouter
  private let observation: RouterObservation

  /// Creates a router that hands `perform` the commands for every change it makes.
  init(
    transitionStyle: TransitionStyle, perform: @escaping @MainActor (PlatformCommand) -> Void
  ) {
    model = StackRouter(transitionStyle: transitionStyle)
    observation = model.observe { event in
      for command in PlatformCommand.commands(for: event) {
        perform(command)
      }
    }
  }

  // The navigation verbs, all forwarded to the model.

  func push(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> RouterEntry.ID {
    model.push(screen, owner: owner, animated: animated, onPop: onPop)
  }

  func pop(animated: Bool) throws(RouterError) { try model.pop(animated: animated) }

  func popToRoot(animated: Bool) { model.popToRoot(animated: animated) }

  func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError) {
    try model.pop(to: id, animated: animated)
  }

  func setRoot(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> RouterEntry.ID {
    model.setRoot(screen, owner: owner, animated: animated, onPop: onPop)
  }

  func present(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> RouterEntry.ID {
    model.present(screen, owner: owner, animated: animated, onPop: onPop)
  }

  func dismiss(animated: Bool) throws(RouterError) { try model.dismiss(animated: animated) }

  func popFlow(_ coordinator: any FlowCoordinator, animated: Bool) {
    model.popFlow(coordinator, animated: animated)
  }

  // What the platform reports.

  /// A command's animation ended; with `.manual` transitions, the next queued call may run.
  func transitionDidEnd() throws(RouterError) { try model.completeTransition() }

  func backSwipeDidBegin() throws(RouterError) { try model.beginInteractivePop() }

  func backSwipeDidEnd(cancelled: Bool) throws(RouterError) {
    if cancelled {
      try model.cancelInteractivePop()
    } else {
      try model.finishInteractivePop()
    }
  }

  /// The back button, its menu or a shorter SwiftUI path left `length` screens above the root.
  func didGoBack(toPathLength length: Int, level: Int) throws(RouterError) {
    guard level == model.levelCount - 1 else { return }
    while path(level: level).count > length {
      try model.goBack()
    }
  }

  func sheetDidSwipeDown() throws(RouterError) { try model.swipeToDismiss() }

  /// The ids above the root of `level`: what a navigation controller shows above its root
  /// view controller, and a SwiftUI `NavigationStack`'s path.
  func path(level: Int) -> [RouterEntry.ID] {
    let levels = model.stack.levels
    return levels.indices.contains(level) ? levels[level].dropFirst().map(\.id) : []
  }
}

/// What the tester, tree snapshots and validation read: the model's screens and events.
extension PlatformRouter: InspectableRouter {
  var ownedEntries: [OwnedRouterEntry] { model.ownedEntries }
  var nextEntryID: RouterEntry.ID { model.nextEntryID }
  var isTransitionInFlight: Bool { model.isTransitionInFlight }
  var queuedCallCount: Int { model.queuedCallCount }

  func observe(_ handler: @escaping @MainActor (RouterEvent) -> Void) -> RouterObservation {
    model.observe(handler)
  }
}

/// A stand-in for the navigation controllers: it writes down every command it is given.
final class PlatformStandIn {
  private var commands: [String] = []

  func run(_ command: PlatformCommand) { commands.append(command.description) }

  func takeCommands() -> [String] {
    defer { commands = [] }
    return commands
  }
}

final class NoteScreen: Presentable {
  let screenName: String
  init(_ name: String) { screenName = name }
}

final class ShareFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.present(NoteScreen("Share"), owner: self) { [weak self] in self?.finish() }
  }

  func sendTapped() { finish() }
}

final class NoteFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(NoteScreen("Note"), owner: self) { [weak self] in self?.finish() }
  }

  func historyTapped() { router.push(NoteScreen("History"), owner: self) }

  func shareTapped() {
    let share = ShareFlow(router: router)
    addDependency(share)
    share.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)
      self?.removeDependency(flow)
    }
    share.start()
  }
}

final class NotesCoordinator: BaseCoordinator {
  let router: PlatformRouter

  init(router: PlatformRouter) { self.router = router }

  override func start() {
    super.start()
    router.setRoot(NoteScreen("Notes"), owner: self)
  }

  func noteTapped() {
    let note = NoteFlow(router: router)
    addDependency(note)
    note.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)
      self?.removeDependency(flow)
    }
    note.start()
  }
}

@MainActor
@Suite struct BringingItToUIKitOrSwiftUITests {
  @Test func thePlatformIsToldOnlyWhatItDidNotDoItself() throws {
    let display = PlatformStandIn()
    let platform = PlatformRouter(transitionStyle: .manual) { display.run($0) }
    let notes = NotesCoordinator(router: platform)
    notes.start()
    #expect(display.takeCommands() == ["set root #1 Notes (not animated)"])
    try platform.transitionDidEnd()

    notes.noteTapped()
    #expect(display.takeCommands() == ["push #2 Note"])
    try platform.transitionDidEnd()
    weak let note = notes.childCoordinators.first as? NoteFlow

    note?.shareTapped()
    #expect(display.takeCommands() == ["present #3 Share"])
    try platform.transitionDidEnd()
    try platform.sheetDidSwipeDown()  // the platform dismissed it: nothing to do
    #expect(display.takeCommands() == [])

    note?.shareTapped()
    try platform.transitionDidEnd()
    // Code dismisses it: the platform must.
    (note?.childCoordinators.first as? ShareFlow)?.sendTapped()
    #expect(display.takeCommands() == ["present #4 Share", "dismiss"])
    try platform.transitionDidEnd()

    try platform.backSwipeDidBegin()
    try platform.backSwipeDidEnd(cancelled: true)
    try platform.backSwipeDidBegin()
    try platform.backSwipeDidEnd(cancelled: false)
    #expect(display.takeCommands() == [])
    #expect(note == nil)
    #expect(CoordinatorTree(notes, router: platform.model).render(.line) == "NotesCoordinator")
    #expect(platform.model.stack.description == "level 0: #1 Notes")
    // The same readings through the platform router itself.
    #expect(
      CoordinatorTree(notes, router: platform) == CoordinatorTree(notes, router: platform.model))
    #expect(platform.stack == platform.model.stack)
    #expect(platform.violations(in: notes) == [])
  }

  @Test func aCallDuringATransitionWaitsForThePlatform() throws {
    let display = PlatformStandIn()
    let platform = PlatformRouter(transitionStyle: .manual) { display.run($0) }
    let notes = NotesCoordinator(router: platform)
    notes.start()
    try platform.transitionDidEnd()
    _ = display.takeCommands()

    notes.noteTapped()
    let note = try #require(notes.childCoordinators.first as? NoteFlow)
    note.historyTapped()  // before the push of the note has finished
    #expect(display.takeCommands() == ["push #2 Note"])
    #expect(platform.model.queuedCallCount == 1)

    try platform.transitionDidEnd()
    #expect(display.takeCommands() == ["push #3 History"])
    try platform.transitionDidEnd()
    #expect(platform.model.isTransitionInFlight == false)
  }

  @Test func aSwiftUIPathFollowsTheRouterAndReportsTheBackButton() throws {
    let platform = PlatformRouter(transitionStyle: .immediate) { _ in }
    let notes = NotesCoordinator(router: platform)
    notes.start()
    notes.noteTapped()
    weak let note = notes.childCoordinators.first as? NoteFlow
    note?.historyTapped()
    #expect(platform.path(level: 0) == [2, 3])

    try platform.didGoBack(toPathLength: 1, level: 0)  // back from History
    #expect(note != nil)
    try platform.didGoBack(toPathLength: 0, level: 0)  // back from the note, or both at once
    #expect(note == nil)
    #expect(platform.path(level: 0) == [])
    #expect(platform.model.stack.description == "level 0: #1 Notes")
  }
}
