import Coordinator
import Testing

/// A link that pops nested flows asks each flow's guard once: each popped flow's subtree holds
/// the flows popped before it, and walking it again for every step made a link of d flows cost
/// d².
@MainActor
@Suite struct DeepLinkCostTests {
  /// A flow whose key `n` shows a child of its own kind with one screen, and which counts the
  /// times it is asked whether it may leave.
  final class NestedFlow: BaseCoordinator, PathCoordinator, LeaveGuard {
    let router: StackRouter
    let depth: Int
    let log: AskLog

    init(router: StackRouter, depth: Int, log: AskLog) {
      self.router = router
      self.depth = depth
      self.log = log
    }

    override var name: String { "Nested\(depth)" }

    var shownKeys: [BenchKey] { lastChild == nil ? [] : [BenchKey(pathComponent: "n")!] }

    var shownChild: (any PathCoordinator)? { lastChild as? NestedFlow }

    func item(for key: BenchKey) -> NavigationItem? {
      let child =
        (lastChild as? NestedFlow) ?? NestedFlow(router: router, depth: depth + 1, log: log)
      return NavigationItem(self, child) { _, source, child, completion in
        source.startChild(child, on: source.router)
        source.router.push(TestScreen("S\(child.depth)"), owner: child, animated: false)
        completion()
      } pop: { _, source, child, completion in
        source.router.popFlow(child, animated: false)
        source.removeDependency(child)
        completion()
      }
    }

    func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
      log.asked.append(name)
      return log.refusing == name ? .stay(reason: "busy") : .leave
    }
  }

  /// Who was asked, in order, and who refuses.
  final class AskLog {
    var asked: [String] = []
    var refusing: String?
  }

  /// Any key.
  struct BenchKey: PathKey {
    let pathComponent: String

    init?(pathComponent: String) {
      self.pathComponent = pathComponent
    }
  }

  private func app(log: AskLog) -> (NestedFlow, PathNavigator) {
    let router = StackRouter()
    let root = NestedFlow(router: router, depth: 0, log: log)
    root.start()
    router.setRoot(TestScreen("S0"), owner: root, animated: false)
    return (root, PathNavigator(root: root))
  }

  @Test func aLinkThatPopsEightNestedFlowsAsksEachOnce() throws {
    let log = AskLog()
    let (root, navigation) = app(log: log)
    try navigation.apply(string: "/n/n/n/n/n/n/n/n")
    #expect(navigation.currentPath.description == "/n/n/n/n/n/n/n/n")
    #expect(root.router.depth == 9)
    try navigation.apply(string: "/")
    // Deepest first, as they pop; each once.
    #expect(log.asked == (1...8).reversed().map { "Nested\($0)" })
    #expect(root.router.stack.description == "level 0: #1 S0")
    #expect(root.childCoordinators.isEmpty)
  }

  @Test func aRefusalDeepInTheLinkIsFoundAndNothingMoves() throws {
    let log = AskLog()
    let (root, navigation) = app(log: log)
    try navigation.apply(string: "/n/n/n/n")
    let stack = root.router.stack
    log.refusing = "Nested3"
    #expect(throws: PathError.leaveRefused("Nested3", reason: "busy")) {
      try navigation.apply(string: "/")
    }
    #expect(log.asked == ["Nested4", "Nested3"])
    #expect(root.router.stack == stack)
    #expect(navigation.currentPath.description == "/n/n/n/n")
  }
}
