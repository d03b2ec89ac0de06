import Coordinator
import Testing

/// `didEnd()` runs exactly once however a flow ends, children before their parents, after the
/// whole subtree is finished; then nothing runs it again.
@MainActor
@Suite struct TeardownTests {
  /// A flow that writes down each `didEnd()` in a shared log.
  final class Flow: BaseCoordinator {
    let label: String
    let log: EndLog
    var onEnd: (() -> Void)?

    init(_ label: String, log: EndLog) {
      self.label = label
      self.log = log
    }

    override var name: String { label }

    override func didEnd() {
      super.didEnd()
      log.lines.append("\(label) ended, \(lifecycle)")
      onEnd?()
    }
  }

  /// The ways a flow ends, from the flow `Child` in `Root(Parent(Child(Grandchild)))`.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case itsOwnFinish, itsParentRemovingIt, itsParentFinishing, itsGrandparentRemovingItsParent

    var testDescription: String { rawValue }
  }

  private func tree(_ log: EndLog) -> (root: Flow, parent: Flow, child: Flow) {
    let root = Flow("Root", log: log)
    let parent = Flow("Parent", log: log)
    let child = Flow("Child", log: log)
    root.start()
    root.addDependency(parent)
    parent.start()
    parent.addDependency(child)
    child.start()
    let grandchild = Flow("Grandchild", log: log)
    child.addDependency(grandchild)
    grandchild.start()
    return (root, parent, child)
  }

  @Test(arguments: Ending.allCases)
  func aFlowEndsOnceWithItsSubtree(_ ending: Ending) {
    let log = EndLog()
    let (root, parent, child) = tree(log)
    switch ending {
    case .itsOwnFinish: child.finish()
    case .itsParentRemovingIt: parent.removeDependency(child)
    case .itsParentFinishing: parent.finish()
    case .itsGrandparentRemovingItsParent: root.removeDependency(parent)
    }
    let expected =
      switch ending {
      case .itsOwnFinish, .itsParentRemovingIt:
        ["Grandchild ended, finished", "Child ended, finished"]
      case .itsParentFinishing, .itsGrandparentRemovingItsParent:
        ["Grandchild ended, finished", "Child ended, finished", "Parent ended, finished"]
      }
    #expect(log.lines == expected)
    // Nothing ends twice: finishing again, removing again, the parent ending after.
    child.finish()
    parent.removeDependency(child)
    parent.finish()
    root.finish()
    #expect(
      log.lines == [
        "Grandchild ended, finished", "Child ended, finished", "Parent ended, finished",
        "Root ended, finished",
      ])
  }

  @Test func aFlowThatEndsItselfFromItsOwnTeardownEndsOnce() {
    let log = EndLog()
    let (root, parent, child) = tree(log)
    child.onEnd = { [unowned child, unowned parent] in
      child.finish()
      parent.removeDependency(child)
    }
    parent.finish()
    #expect(
      log.lines == [
        "Grandchild ended, finished", "Child ended, finished", "Parent ended, finished",
      ])
    withExtendedLifetime(root) {}
  }

  /// Nothing ended the tree before the app let go of its root: the flows under the root end as
  /// it is released, children before their parents; the root, gone, is not called.
  @Test func theFlowsOfAReleasedTreeEndWithIt() {
    let log = EndLog()
    weak var weakChild: Flow?
    do {
      let (root, _, child) = tree(log)
      weakChild = child
      #expect(root.lifecycle == .running)
      #expect(log.lines == [])
    }
    #expect(
      log.lines == [
        "Grandchild ended, finished", "Child ended, finished", "Parent ended, finished",
      ])
    #expect(weakChild == nil)
  }

  @Test func theCompletionRunsAfterTheTeardown() {
    let log = EndLog()
    let (root, parent, child) = tree(log)
    child.flowCompletion = { _ in log.lines.append("completion") }
    child.finish()
    #expect(log.lines == ["Grandchild ended, finished", "Child ended, finished", "completion"])
    #expect(parent.childCoordinators.count == 1)
    withExtendedLifetime(root) {}
  }

  @Test func anIdleFlowThatIsRemovedEndsToo() {
    let log = EndLog()
    let root = Flow("Root", log: log)
    root.start()
    let idle = Flow("Idle", log: log)
    root.addDependency(idle)
    root.removeDependency(idle)
    #expect(log.lines == ["Idle ended, finished"])
  }

  @Test func theBackButtonEndsAFlowThroughItsFirstScreen() throws {
    let router = StackRouter()
    let log = EndLog()
    let root = Flow("Root", log: log)
    root.start()
    router.setRoot(TestScreen("Home"), owner: root)
    weak var weakChild: Flow?
    do {
      let child = Flow("Child", log: log)
      weakChild = child
      root.startChild(child, on: router)
      router.push(TestScreen("Detail"), owner: child) { [weak child] in child?.finish() }
    }
    try router.goBack()
    #expect(log.lines == ["Child ended, finished"])
    #expect(weakChild == nil)
  }
}
