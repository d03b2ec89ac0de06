import Coordinator
import Foundation
import Testing

/// `==` and `hash(into:)` of ``CoordinatorTree`` walk the tree without recursion.
///
/// Found by the test suite under AddressSanitizer: the synthesized `==`
/// took three stack frames per level, and comparing two 10,000-level chains
/// overflowed the stack of a test thread once ASan enlarged the frames.
@Suite struct CoordinatorTreeEqualityTests {
  /// A chain of `depth` nodes, `N0(N1(…))`, whose leaf is named `leaf`.
  private static func chain(depth: Int, leaf: String = "Leaf") -> CoordinatorTree {
    var tree = CoordinatorTree(name: leaf, screens: [.init(id: 1, name: "Screen")])
    for index in stride(from: depth - 2, through: 0, by: -1) {
      tree = CoordinatorTree(name: "N\(index)", lifecycle: .idle, children: [tree])
    }
    return tree
  }

  /// Runs `body` on a thread with a stack of 256 KiB, a tenth of what the old `==` needed here.
  private static func onSmallStack<T: Sendable>(
    _ body: @escaping @Sendable () -> T
  ) async -> T {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: body()) }
      thread.stackSize = 256 * 1024
      thread.start()
    }
  }

  @Test func deepChainsCompareAndHashOnASmallStack() async {
    let depth = 10_000
    let trees = DeepTrees(
      tree: Self.chain(depth: depth), same: Self.chain(depth: depth),
      otherLeaf: Self.chain(depth: depth, leaf: "Other"))
    // The small-stack thread sees the chains only through the box, so whenever it lets go
    // of its closure, no chain is freed there.
    let results = await Self.onSmallStack { [trees] in
      (
        same: trees.tree == trees.same, otherLeaf: trees.tree == trees.otherLeaf,
        sameHash: trees.tree.hashValue == trees.same.hashValue,
        count: Set([trees.tree, trees.same, trees.otherLeaf]).count
      )
    }
    #expect(results.same)
    #expect(!results.otherLeaf)
    #expect(results.sameHash)
    #expect(results.count == 2)
  }

  @Test func everyPartOfEveryNodeCounts() {
    let tree = CoordinatorTree(
      name: "App", children: [CoordinatorTree(name: "Main"), CoordinatorTree(name: "Auth")])
    var renamed = tree
    renamed.children[1].name = "Game"
    var finished = tree
    finished.children[0].lifecycle = .finished
    var withScreen = tree
    withScreen.children[0].screens = [.init(id: 3, name: "Main")]
    var reordered = tree
    reordered.children.reverse()
    var fewer = tree
    fewer.children.removeLast()
    var moved = tree
    moved.children[0].children = [moved.children.removeLast()]

    #expect(tree == CoordinatorTree(name: "App", children: tree.children))
    for other in [renamed, finished, withScreen, reordered, fewer, moved] {
      #expect(tree != other)
    }
    #expect(Set([tree, renamed, finished, withScreen, reordered, fewer, moved, tree]).count == 7)
  }
}

/// The chains of one test, shared by reference with the thread that compares them.
final class DeepTrees: @unchecked Sendable {
  var tree: CoordinatorTree
  var same: CoordinatorTree
  var otherLeaf: CoordinatorTree

  init(tree: CoordinatorTree, same: CoordinatorTree, otherLeaf: CoordinatorTree) {
    self.tree = tree
    self.same = same
    self.otherLeaf = otherLeaf
  }
}
