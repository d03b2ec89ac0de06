import Coordinator
import CoordinatorBridge
import Testing

// The listings of the DocC article "Bringing It to UIKit or SwiftUI"
// (Coordinator.docc/BringingItToUIKitOrSwiftUI.md). `ArticleListingTests` checks that they still
// match.

/// A headless screen with a name; on iOS, a view controller or a view's model.
final class RecipeScreen: Presentable {
  let screenName: String
  init(_ name: String) { screenName = name }
}

/// A recipe, pushed, with its steps pushed over it on request.
final class RecipeFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(RecipeScreen("Recipe"), owner: self) { [weak self] in self?.finish() }
  }

  func stepsTapped() { router.push(RecipeScreen("Steps"), owner: self) }
}

/// A shopping list, presented; sending it ends the flow.
final class ShoppingListFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.present(RecipeScreen("Shopping List"), owner: self) { [weak self] in self?.finish() }
  }

  func sendTapped() { finish() }
}

/// The answers the editor asks for before it loses a draft.
enum DraftChoice: String, DialogChoice {
  case discard, keep

  /// The question: an alert whose buttons a person reads, one destructive, one that backs out.
  static let question = DialogContent.alert(
    "Discard changes?", message: "Your draft will be lost.",
    buttons: [
      DialogButton(DraftChoice.discard, title: "Discard", role: .destructive),
      DialogButton(DraftChoice.keep, title: "Keep Editing", role: .cancel),
    ])
}

/// An editor that keeps its draft from the platform's moves: it refuses, then asks.
final class RecipeEditorFlow: BaseCoordinator, LeaveGuard {
  private let router: any Router
  var hasDraft = false

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(RecipeScreen("Editor"), owner: self) { [weak self] in self?.finish() }
  }

  func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
    hasDraft ? .stay(reason: "unsaved draft") : .leave
  }

  func leaveRefused(_ request: LeaveRequest) {
    try? ask(DraftChoice.question, on: router) { [weak self] in
      if $0 == .discard { self?.finish() }
    }
  }
}

/// The app's root: the recipe list, and the flows started from it.
final class RecipeBookCoordinator: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.setRoot(RecipeScreen("Recipes"), owner: self)
  }

  func recipeTapped() -> RecipeFlow { run(RecipeFlow(router: router)) }

  func shoppingListTapped() -> ShoppingListFlow { run(ShoppingListFlow(router: router)) }

  func editTapped() -> RecipeEditorFlow { run(RecipeEditorFlow(router: router)) }

  private func run<Flow: BaseCoordinator>(_ flow: Flow) -> Flow {
    addDependency(flow)
    flow.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)
      self?.removeDependency(flow)
    }
    flow.start()
    return flow
  }
}

/// What a SwiftUI app keeps in its `@State`: the model its views bind to, and the root
/// coordinator, started on the model's bridge.
@MainActor
final class RecipesAppState {
  let navigation = NavigationModel(router: StackRouter())
  let book: RecipeBookCoordinator

  init() {
    book = RecipeBookCoordinator(router: navigation.bridge)
    book.start()
  }
}

@MainActor
@Suite struct BringingItToUIKitOrSwiftUITests {
  @Test func theRoutersChangesBecomeCommands() {
    let bridge = NavigationBridge(router: StackRouter())
    var commands: [String] = []
    bridge.display { commands.append($0.description) }
    let book = RecipeBookCoordinator(router: bridge)
    book.start()
    book.recipeTapped().stepsTapped()
    book.shoppingListTapped().sendTapped()
    #expect(
      commands == [
        "set root: #1 (not animated)", "set level 0: #1, #2", "set level 0: #1, #2, #3",
        "present level 1: #4", "dismiss level 1",
      ])
  }

  @Test func thePlatformsOwnMovesAreReported() throws {
    let router = StackRouter()
    let bridge = NavigationBridge(router: router)
    var commands: [String] = []
    bridge.display { commands.append($0.description) }
    let book = RecipeBookCoordinator(router: bridge)
    book.start()
    weak let recipe = book.recipeTapped()
    recipe?.stepsTapped()
    commands.forEach { _ in bridge.commandDidFinish() }  // the platform showed them
    commands = []

    // The back button: UIKit asks, pops, and shows the recipe.
    #expect(bridge.shouldBegin(.back))
    try bridge.didShow([1, 2], in: .level(0))
    // An edge swipe on the recipe, cancelled, then another that completes.
    try bridge.transitionWillBegin(interactive: true)
    try bridge.interactivePopDidEnd(cancelled: true)
    try bridge.transitionWillBegin(interactive: true)
    try bridge.interactivePopDidEnd(cancelled: false)
    #expect(recipe == nil)

    weak let list = book.shoppingListTapped()
    commands = []
    try bridge.didDismiss(level: 1)  // swiped down
    #expect(list == nil)
    // The platform made every move itself: it is told nothing.
    #expect(commands == [])
    #expect(bridge.shown == PlatformScreens(router.stack))
    #expect(router.stack.description == "level 0: #1 Recipes")
  }

  @Test func aRefusedMoveAsksAndIsShownBack() throws {
    let bridge = NavigationBridge(router: StackRouter())
    var commands: [PlatformCommand] = []
    bridge.display { commands.append($0) }
    let book = RecipeBookCoordinator(router: bridge)
    book.start()
    weak let editor = book.editTapped()
    editor?.hasDraft = true
    commands.forEach { _ in bridge.commandDidFinish() }  // the platform showed them
    commands = []

    #expect(bridge.shouldBegin(.back) == false)  // refused: the editor asks
    let alert = PlatformDialog(id: 3, content: DraftChoice.question.keyed)
    #expect(commands == [.showDialog(alert, animated: true)])
    #expect(
      alert.description
        == #"alert #3 "Discard changes?" "Your draft will be lost.": "#
        + #"discard "Discard" (destructive), keep "Keep Editing" (cancel)"#)
    let dialog = try #require(bridge.screen(for: 3) as? DialogScreen)
    #expect(dialog.answer("discard"))
    #expect(
      commands.map(\.description) == ["show dialog #3", "hide dialog", "set level 0: #1"])
    #expect(editor == nil)
  }

  @Test func aCallDuringAnAnimationWaitsForIt() {
    let router = StackRouter(transitionStyle: .manual)
    let bridge = NavigationBridge(router: router)
    var commands: [String] = []
    bridge.display { commands.append($0.description) }
    let book = RecipeBookCoordinator(router: bridge)
    book.start()
    bridge.commandDidFinish()

    // A deep link's two steps: the second waits while the first one's push animates.
    book.recipeTapped().stepsTapped()
    #expect(commands == ["set root: #1 (not animated)", "set level 0: #1, #2"])
    bridge.commandDidFinish()
    #expect(
      commands == [
        "set root: #1 (not animated)", "set level 0: #1, #2", "set level 0: #1, #2, #3",
      ])
    bridge.commandDidFinish()
    #expect(router.isTransitionInFlight == false)
  }

  @Test func swiftUIsWritesAreTheMoves() {
    let app = RecipesAppState()
    let navigation = app.navigation
    weak let recipe = app.book.recipeTapped()
    recipe?.stepsTapped()
    #expect(navigation[path: .level(0)] == [2, 3])
    navigation[path: .level(0)] = []  // the back button's menu: two screens at once
    #expect(recipe == nil)

    let editor = app.book.editTapped()
    editor.hasDraft = true
    navigation[path: .level(0)] = []  // refused: the path goes back to the router's
    #expect(navigation[path: .level(0)] == [4])
    #expect(navigation.dialog?.title == "Discard changes?")
  }
}
