import Coordinator
import Foundation
import Testing

/// A snapshot of a 16,000-deep chain of flows, each with a screen, taken from the live tree
/// built top down (each child added to the deepest flow, as an app would), is freed on a thread
/// with a 512 KiB stack, the size of a secondary thread on Apple platforms; and so is the chain.
@Suite struct DeepSnapshotTests {
  static let depth = 16_000

  @Test func aDeepSnapshotIsFreedOnA512KiBThread() async {
    await #expect(processExitsWith: .success) {
      let box = await MainActor.run { () -> SnapshotBox in
        let router = StackRouter()
        let root = BaseCoordinator()
        root.start()
        router.setRoot(TestScreen("S"), owner: root, animated: false, onPop: nil)
        var deepest = root
        for _ in 0..<DeepSnapshotTests.depth {
          let child = BaseCoordinator()
          deepest.addDependency(child)
          child.start()
          router.push(TestScreen("S"), owner: child, animated: false, onPop: nil)
          deepest = child
        }
        let tree = CoordinatorTree(root, router: router)
        router.popFlow(root, animated: false)
        #expect(router.depth == 0)
        return SnapshotBox(tree)
      }
      let freed = await withCheckedContinuation { continuation in
        let thread = Thread {
          // The box gives up its reference: the thread holds the only one.
          var tree = box.take()
          let count = tree.count
          tree = CoordinatorTree(name: "Root")
          continuation.resume(returning: count)
        }
        thread.stackSize = 512 * 1024
        thread.start()
      }
      #expect(freed == DeepSnapshotTests.depth + 1)
    }
  }

  @Test func aDeepChainLetGoOnA512KiBThreadIsFreed() async {
    await #expect(processExitsWith: .success) {
      let (box, leaf) = await MainActor.run { () -> (ChainBox, WeakFlow) in
        let root = BaseCoordinator()
        var deepest = root
        for _ in 0..<DeepSnapshotTests.depth {
          let child = BaseCoordinator()
          deepest.addDependency(child)
          deepest = child
        }
        return (ChainBox(root), WeakFlow(deepest))
      }
      await withCheckedContinuation { continuation in
        let thread = Thread {
          // The thread lets go of the only reference: the root's release starts here.
          box.release()
          continuation.resume()
        }
        thread.stackSize = 512 * 1024
        thread.start()
      }
      // Released off the main actor, the flows end and are freed on its next turns.
      for _ in 0..<100 where await MainActor.run(body: { leaf.flow != nil }) {
        await Task.yield()
      }
      await MainActor.run { #expect(leaf.flow == nil) }
    }
  }
}

/// Hands a coordinator chain to another thread, keeping no reference to it.
final class ChainBox: @unchecked Sendable {
  private var root: BaseCoordinator?

  init(_ root: BaseCoordinator) {
    self.root = root
  }

  func release() {
    root = nil
  }
}

/// Hands a snapshot to another thread, keeping no reference to it.
final class SnapshotBox: @unchecked Sendable {
  private var tree: CoordinatorTree?

  init(_ tree: CoordinatorTree) {
    self.tree = tree
  }

  func take() -> CoordinatorTree {
    defer { tree = nil }
    return tree!
  }
}
