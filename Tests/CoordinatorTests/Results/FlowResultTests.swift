import Coordinator
import Testing

/// A child flow's result reaches its parent exactly once, however the child ends, in both forms;
/// the child and what it owned are released.
@MainActor
@Suite struct FlowResultTests {
  /// The ways the Pick flow, in `Home ← Main ← Pick`, ends.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case itsFinishWithAValue, itsFinishWithNothing, theBackButton, aCompletedBackSwipe
    case aSwipeDown, itsParentRemovingIt, itsParentFinishing, aRootSwap, theRootReleased

    var testDescription: String { rawValue }
  }

  /// How Main hears Pick's result.
  enum Form: String, CaseIterable, CustomTestStringConvertible {
    case callback, await

    var testDescription: String { rawValue }
  }

  @Test(arguments: Ending.allCases, Form.allCases)
  func theParentHearsOnceAndTheChildIsReleased(_ ending: Ending, _ form: Form) async throws {
    var router: StackRouter? = StackRouter()
    var root: Host? = Host(router: router!)
    root!.start()
    var main = try #require(root!.firstChild as? Host)
    var pick = PickFlow(router: router!, modal: ending == .aSwipeDown)
    weak let weakPick = pick
    weak let weakViewModel = pick.viewModel
    weak let weakMain = main
    var heard: [Int?] = []
    var task: Task<Void, Never>?
    switch form {
    case .callback:
      main.runChild(pick, on: router!) { heard.append($0) }
    case .await:
      task = Task { [main, pick, router = router!] in
        heard.append(await main.runChild(pick, on: router))
      }
      try #require(await yieldUntil { pick.lifecycle == .running }, "the task started the flow")
    }
    let shown =
      ending == .aSwipeDown
      ? "level 0: #1 Home, #2 Main\nlevel 1: #3 Pick" : "level 0: #1 Home, #2 Main, #3 Pick"
    #expect(router!.stack.description == shown)
    #expect(heard.isEmpty)

    switch ending {
    case .itsFinishWithAValue: pick.viewModel.pick(7)
    case .itsFinishWithNothing: pick.viewModel.cancel()
    case .theBackButton: try router!.goBack()
    case .aCompletedBackSwipe:
      _ = try router!.beginInteractivePop()
      try router!.finishInteractivePop()
    case .aSwipeDown: try router!.swipeToDismiss()
    case .itsParentRemovingIt:
      main.removeDependency(pick)
      router!.popFlow(pick, animated: false)
    case .itsParentFinishing: main.finish()
    case .aRootSwap: router!.setRoot(TestScreen("Welcome"))
    case .theRootReleased: root = nil
    }
    if await yieldUntil({ !heard.isEmpty }) { await task?.value }

    #expect(heard == [ending == .itsFinishWithAValue ? 7 : nil])
    let left =
      switch ending {
      case .itsParentFinishing: "level 0: #1 Home"
      case .aRootSwap: "level 0: #4 Welcome"
      // Nothing ended the flows before the root went: their screens stay on the router.
      case .theRootReleased: "level 0: #1 Home, #2 Main, #3 Pick"
      default: "level 0: #1 Home, #2 Main"
      }
    #expect(router!.stack.description == left)
    #expect(pick.lifecycle == .finished)
    // Every later way to end it tells nothing more.
    pick.finish(with: 8)
    main.removeDependency(pick)
    main.finish()
    await Task.yield()
    #expect(heard == [ending == .itsFinishWithAValue ? 7 : nil])

    task = nil
    pick = PickFlow(router: StackRouter())
    #expect(weakPick == nil, "the flow is released")
    if ending != .theRootReleased {
      #expect(weakViewModel == nil, "its view model is released with its screen")
    }
    main = Host(router: StackRouter())
    root = nil
    router = nil
    #expect(weakMain == nil, "its parent is released once the app lets it go")
    // Released with the root, the flows left their screens on the router, and the router.
    #expect(weakViewModel == nil, "its view model is released")
  }
}

/// A flow with a root screen, Home, and a child flow, Main, of the same kind, pushed on it.
@MainActor
private final class Host: BaseCoordinator {
  let router: StackRouter
  let isRoot: Bool

  init(router: StackRouter, isRoot: Bool = true) {
    self.router = router
    self.isRoot = isRoot
  }

  override var name: String { isRoot ? "Home" : "Main" }

  override func start() {
    super.start()
    if isRoot {
      router.setRoot(TestScreen("Home"), owner: self, animated: false)
      startChild(Host(router: router, isRoot: false), on: router)
    } else {
      router.push(TestScreen("Main"), owner: self, animated: false) { [weak self] in
        self?.finish()
      }
    }
  }
}

/// Picks a number: its one screen, Pick, ends the flow however it leaves.
@MainActor
final class PickFlow: ReturningCoordinator<Int> {
  let router: StackRouter
  let modal: Bool
  private(set) lazy var viewModel = PickViewModel(flow: self)

  init(router: StackRouter, modal: Bool = false) {
    self.router = router
    self.modal = modal
  }

  override var name: String { "Pick" }

  override func start() {
    super.start()
    let screen = PickScreen(viewModel: viewModel)
    let onPop: @MainActor () -> Void = { [weak self] in self?.finish() }
    if modal {
      router.present(screen, owner: self, animated: false, onPop: onPop)
    } else {
      router.push(screen, owner: self, animated: false, onPop: onPop)
    }
  }
}

/// Pick's view model; its output is the flow, held weakly.
@MainActor
final class PickViewModel {
  private weak var flow: PickFlow?

  init(flow: PickFlow) {
    self.flow = flow
  }

  func pick(_ number: Int) { flow?.finish(with: number) }

  func cancel() { flow?.finish() }
}

/// The Pick screen, which holds its view model.
@MainActor
final class PickScreen: Presentable {
  let screenName = "Pick"
  let viewModel: PickViewModel

  init(viewModel: PickViewModel) {
    self.viewModel = viewModel
  }
}
