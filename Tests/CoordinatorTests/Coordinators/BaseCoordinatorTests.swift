import Coordinator
import Testing

@MainActor
@Suite struct BaseCoordinatorTests {
  final class Plain: BaseCoordinator {}

  @Test func lifecycleMovesForwardOnly() {
    let coordinator = Plain()
    #expect(coordinator.lifecycle == .idle)
    coordinator.start()
    #expect(coordinator.lifecycle == .running)
    coordinator.start()
    #expect(coordinator.lifecycle == .running)
    coordinator.finish()
    #expect(coordinator.lifecycle == .finished)
    coordinator.start()
    #expect(coordinator.lifecycle == .finished)
  }

  @Test func nameIsTheTypeNameByDefault() {
    #expect(Plain().name == "Plain")
  }

  @Test func finishRunsTheCompletionOnceWithTheCoordinator() {
    let coordinator = Plain()
    var finished: [ObjectIdentifier] = []
    coordinator.flowCompletion = { finished.append(ObjectIdentifier($0)) }
    coordinator.start()
    coordinator.finish()
    coordinator.finish()
    #expect(finished == [ObjectIdentifier(coordinator)])
    #expect(coordinator.flowCompletion == nil)
  }

  @Test func addDependencyIsIdempotentKeepsOrderAndSetsTheParent() {
    let parent = Plain()
    let first = Plain()
    let second = Plain()
    parent.addDependency(first)
    parent.addDependency(second)
    parent.addDependency(first)
    #expect(
      parent.childCoordinators.map(ObjectIdentifier.init)
        == [first, second].map(ObjectIdentifier.init))
    #expect(first.parent === parent)
    #expect(second.parent === parent)
    #expect(parent.hasDependency(first))
  }

  @Test func removeDependencyReleasesTheWholeSubtreeAndMarksItFinished() {
    let root = Plain()
    weak var child: Plain?
    weak var grandchild: Plain?
    var completions = 0
    do {
      let newChild = Plain()
      let newGrandchild = Plain()
      root.addDependency(newChild)
      newChild.addDependency(newGrandchild)
      newChild.start()
      newGrandchild.start()
      newGrandchild.flowCompletion = { _ in completions += 1 }
      child = newChild
      grandchild = newGrandchild
      #expect(root.removeDependency(newChild))
      #expect(newChild.lifecycle == .finished)
      #expect(newGrandchild.lifecycle == .finished)
      #expect(newChild.parent == nil)
    }
    #expect(child == nil)
    #expect(grandchild == nil)
    #expect(root.childCoordinators.isEmpty)
    #expect(completions == 0)
  }

  @Test func removingANonChildChangesNothingAndSaysSo() {
    let parent = Plain()
    let child = Plain()
    let stranger = Plain()
    parent.addDependency(child)
    #expect(parent.removeDependency(stranger) == false)
    #expect(parent.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    #expect(stranger.lifecycle == .idle)
  }

  @Test func aChildReadFromTheTreeIsRemovedWithoutACast() {
    weak var released: Plain?
    let parent = Plain()
    do {
      let child = Plain()
      released = child
      parent.addDependency(child)
    }
    do {
      let read = parent.childCoordinators[0]
      #expect(parent.hasDependency(read))
      #expect(parent.removeDependency(read))
      #expect(read.parent == nil)
      #expect(read.lifecycle == .finished)
      #expect(parent.childCoordinators.isEmpty)
      #expect(parent.removeDependency(read) == false)
      #expect(parent.hasDependency(read) == false)
    }
    #expect(released == nil)
  }

  @Test func removalsInTheMiddleKeepTheOrderOfTheRest() {
    let parent = Plain()
    let children = (0..<1_000).map { _ in Plain() }
    children.forEach(parent.addDependency)
    for (index, child) in children.enumerated() where index % 3 != 0 {
      #expect(parent.removeDependency(child))
    }
    let expected = children.enumerated().filter { $0.offset % 3 == 0 }.map {
      ObjectIdentifier($0.element)
    }
    #expect(parent.childCoordinators.map(ObjectIdentifier.init) == expected)
    let late = Plain()
    parent.addDependency(late)
    #expect(
      parent.childCoordinators.map(ObjectIdentifier.init) == expected + [ObjectIdentifier(late)])
  }

  @Test func finishMarksTheSubtreeFinishedWithoutCallingDescendantCompletions() {
    let parent = Plain()
    let child = Plain()
    parent.addDependency(child)
    parent.start()
    child.start()
    var calls: [String] = []
    child.flowCompletion = { _ in calls.append("child") }
    parent.flowCompletion = { _ in calls.append("parent") }
    parent.finish()
    #expect(calls == ["parent"])
    #expect(child.lifecycle == .finished)
    child.finish()
    #expect(calls == ["parent"])
  }

  @Test func addingItselfStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let coordinator = Plain()
        coordinator.addDependency(coordinator)
      }
    }
  }

  @Test func addingAnAncestorStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let root = Plain()
        let child = Plain()
        let grandchild = Plain()
        root.addDependency(child)
        child.addDependency(grandchild)
        grandchild.addDependency(root)
      }
    }
  }

  @Test func addingAnotherParentsChildStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let first = Plain()
        let second = Plain()
        let child = Plain()
        first.addDependency(child)
        second.addDependency(child)
      }
    }
  }
}
