import Coordinator
import Testing

/// When several flows end at once, every teardown runs before any result is told; a result
/// answered with another flow starts it; the first way a flow ends decides its result.
@MainActor
@Suite struct ResultOrderTests {
  /// A flow that writes down its teardown, and tries to end with a value from it.
  final class Child: ReturningCoordinator<Int> {
    let label: String
    let log: EndLog

    init(_ label: String, log: EndLog) {
      self.label = label
      self.log = log
    }

    override var name: String { label }

    override func didEnd() {
      super.didEnd()
      log.lines.append("\(label) ended")
      finish(with: 99)
    }
  }

  private func run(_ child: Child, from parent: BaseCoordinator, on router: StackRouter) {
    parent.runChild(child, on: router) { [log = child.log, label = child.label] value in
      log.lines.append("\(label) heard \(value.map(String.init) ?? "nothing")")
    }
  }

  @Test func releasingARootEndsEveryChildBeforeAnyResultIsTold() {
    let router = StackRouter()
    let log = EndLog()
    weak var weakFirst: Child?
    weak var weakSecond: Child?
    do {
      let root = BaseCoordinator()
      root.start()
      let first = Child("First", log: log)
      let second = Child("Second", log: log)
      weakFirst = first
      weakSecond = second
      run(first, from: root, on: router)
      run(second, from: root, on: router)
      let grandchild = Child("Grandchild", log: log)
      run(grandchild, from: first, on: router)
    }
    #expect(
      log.lines == [
        "Grandchild ended", "First ended", "Second ended",
        "Grandchild heard nothing", "First heard nothing", "Second heard nothing",
      ])
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
  }

  @Test func aResultAnsweredWithAnotherFlowStartsIt() throws {
    let router = StackRouter()
    let parent = TestFlow("Parent", router: router, screens: ["Home"], presentation: .root)
    parent.start()
    weak var weakNext: PickFlow?
    weak var weakFirst: PickFlow?
    var heard: [Int?] = []
    do {
      let first = PickFlow(router: router)
      weakFirst = first
      parent.runChild(first, on: router) { [weak parent] value in
        heard.append(value)
        guard let parent, parent.lifecycle == .running else { return }
        let next = PickFlow(router: router)
        weakNext = next
        parent.runChild(next, on: router) { heard.append($0) }
      }
      first.viewModel.pick(1)
    }
    #expect(heard == [1])
    #expect(weakFirst == nil)
    #expect(router.stack.description == "level 0: #1 Home, #3 Pick")
    #expect(parent.childCoordinators.count == 1)
    weakNext?.viewModel.pick(2)
    #expect(heard == [1, 2])
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(weakNext == nil)
  }
}
