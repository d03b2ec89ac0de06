import Coordinator
import Testing

/// `firstChild` and `lastChild` are `childCoordinators`' ends, however children come and go.
@MainActor
@Suite struct FirstAndLastChildTests {
  @Test func theEndsFollowEveryAdditionAndRemoval() {
    let parent = BaseCoordinator()
    #expect(parent.firstChild == nil && parent.lastChild == nil)
    let children = (0..<40).map { _ in BaseCoordinator() }
    for child in children {
      parent.addDependency(child)
      #expect(parent.firstChild === children[0] && parent.lastChild === child)
    }
    // Removing from both ends and the middle, enough to make the list compact itself.
    var remaining = children
    for index in [39, 0, 20, 1, 38, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] {
      parent.removeDependency(children[index])
      remaining.removeAll { $0 === children[index] }
      #expect(parent.firstChild === remaining.first && parent.lastChild === remaining.last)
      #expect(parent.firstChild === parent.childCoordinators.first)
      #expect(parent.lastChild === parent.childCoordinators.last)
    }
    for child in remaining {
      parent.removeDependency(child)
    }
    #expect(parent.firstChild == nil && parent.lastChild == nil)
  }
}
