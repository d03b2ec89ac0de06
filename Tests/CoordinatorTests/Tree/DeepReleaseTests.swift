import Coordinator
import Foundation
import Testing

/// Deep trees and coordinator chains are freed without recursion: released the ordinary way,
/// each level is one nested call in the runtime's destructors, and a tree or chain some tens
/// of thousands of levels deep crashes its thread. Each case runs in a process of its own, so
/// that the crash it guards against fails the test instead of the whole run.
@Suite struct DeepReleaseTests {
  /// Deeper than any stack here could free by recursion: a 256 KiB thread for trees, the
  /// main thread's 8 MiB for coordinators (which are freed on the main actor).
  static let depth = 200_000

  @Test func aDeepTreeIsFreedOnASmallStack() async {
    await #expect(processExitsWith: .success) {
      let freed = await withCheckedContinuation { continuation in
        let thread = Thread {
          var tree = CoordinatorTree(name: "Leaf")
          for level in 0..<DeepReleaseTests.depth {
            tree = CoordinatorTree(name: "N\(level % 10)", children: [tree])
          }
          let count = tree.count
          tree = CoordinatorTree(name: "Root")
          continuation.resume(returning: count)
        }
        thread.stackSize = 256 * 1024
        thread.start()
      }
      #expect(freed == DeepReleaseTests.depth + 1)
    }
  }

  @Test func aSubtreeSharedByTwoTreesOutlivesTheFirst() {
    var shared = CoordinatorTree(name: "Leaf")
    for _ in 0..<1_000 {
      shared = CoordinatorTree(name: "S", children: [shared])
    }
    var first = CoordinatorTree(name: "First", children: [shared, CoordinatorTree(name: "Only")])
    let second = CoordinatorTree(name: "Second", children: [shared])
    shared = CoordinatorTree(name: "Gone")
    // Freeing the first takes apart only what it alone held: the inner chain is the second's.
    first = CoordinatorTree(name: "Other")
    #expect(second.count == 1_002)
    #expect(second.children[0].nodes.last?.node == CoordinatorTree(name: "Leaf"))
    #expect(first.count == 1)
  }

  @Test func aTreeSharedByTwoValuesIsFreedWhenTheLastGoes() {
    var tree = CoordinatorTree(name: "Leaf")
    for _ in 0..<1_000 {
      tree = CoordinatorTree(name: "N", children: [tree, CoordinatorTree(name: "Side")])
    }
    var copy = tree
    tree = CoordinatorTree(name: "Other")
    // The copy still holds every level: freeing the first value took nothing from it.
    #expect(copy.count == 2_001)
    copy.children[0].name = "Changed"
    #expect(copy.children[0].name == "Changed")
    #expect(copy.children[1] == CoordinatorTree(name: "Side"))
  }

  @Test func aDeepCoordinatorChainIsFreed() async {
    await #expect(processExitsWith: .success) {
      let leaf = await MainActor.run { () -> WeakFlow in
        var top = BaseCoordinator()
        let leaf = WeakFlow(top)
        // Bottom up, so that each addDependency checks one ancestor, not the whole chain.
        for _ in 0..<DeepReleaseTests.depth {
          let parent = BaseCoordinator()
          parent.addDependency(top)
          top = parent
        }
        #expect(leaf.flow?.parent != nil)
        top = BaseCoordinator()
        return leaf
      }
      await MainActor.run { #expect(leaf.flow == nil) }
    }
  }
}

/// A weak reference to a coordinator, to check that it is gone.
final class WeakFlow: @unchecked Sendable {
  weak var flow: BaseCoordinator?

  init(_ flow: BaseCoordinator) {
    self.flow = flow
  }
}
