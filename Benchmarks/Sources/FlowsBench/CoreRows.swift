import Coordinator

/// A coordinator with no behaviour, for timing the tree's bookkeeping alone.
final class BenchCoordinator: BaseCoordinator {}

/// A screen with no behaviour, for timing the router alone.
final class BenchScreen: Presentable {
  let screenName = "Bench"
}

/// A path key for the path rows: any component string.
struct BenchKey: PathKey {
  let pathComponent: String

  init?(pathComponent: String) {
    self.pathComponent = pathComponent
  }
}

/// The rows that time the core primitives.
@MainActor
struct CoreRows {
  let harness: Harness
  let scale: Int

  /// Appending and removing a class instance in an array: the least a push and pop can cost.
  func floor() -> Row {
    var array: [BenchScreen] = []
    array.reserveCapacity(16)
    let screen = BenchScreen()
    let operations = 100_000 / scale
    let figures = harness.measure(operations: operations) {
      for _ in 0..<operations {
        array.append(screen)
        keep(array.count)
        array.removeLast()
      }
    }
    return Row(row: "floor", scenario: "append + removeLast", figures: figures)
  }

  /// `addDependency` + `removeDependency` of one child among `siblings`, against the seed's scan.
  func children(siblings: Int) -> [Row] {
    let parent = BenchCoordinator()
    for _ in 0..<siblings {
      parent.addDependency(BenchCoordinator())
    }
    let seedParent = SeedCoordinator()
    for _ in 0..<siblings {
      seedParent.addDependency(SeedCoordinator())
    }
    let operations = max(10, 10_000 / scale)
    let seedOperations = max(10, min(operations, 10_000_000 / max(siblings, 1) / scale))
    let flows = harness.measure(operations: operations) {
      for _ in 0..<operations {
        let child = BenchCoordinator()
        parent.addDependency(child)
        keep(parent.removeDependency(child) ? 1 : 0)
      }
    }
    let seed = harness.measure(operations: seedOperations) {
      for _ in 0..<seedOperations {
        let child = SeedCoordinator()
        seedParent.addDependency(child)
        seedParent.removeDependency(child)
        keep(seedParent.childCoordinators.count)
      }
    }
    return [
      Row(
        row: "children", scenario: "add + remove among \(siblings) (Flows)", figures: flows,
        reference: "seed's scan", ratio: flows.minimum / seed.minimum),
      Row(row: "children", scenario: "add + remove among \(siblings) (seed)", figures: seed),
    ]
  }

  /// The common prefix of two paths of `depth` keys that differ in their last key.
  func pathDiff(depth: Int) -> Row {
    var old = FlowPath()
    for index in 0..<depth {
      old.append(BenchKey(pathComponent: "k\(index)")!)
    }
    var new = old.dropLast()
    new.append(BenchKey(pathComponent: "other")!)
    let operations = 100_000 / scale
    let figures = harness.measure(operations: operations) {
      for _ in 0..<operations {
        keep(old.commonPrefixLength(with: new))
      }
    }
    return Row(row: "path", scenario: "diff at depth \(depth)", figures: figures)
  }

  /// A snapshot and one-line render of a tree of `nodes` coordinators (a root, 100 flows, leaves).
  func tree(nodes: Int) -> Row {
    let root = Self.tree(nodes: nodes)
    let figures = harness.measure(operations: 1) {
      let tree = CoordinatorTree(root)
      keep(tree.render(.line).utf8.count)
    }
    return Row(
      row: "tree", scenario: "snapshot + one-line render, \(nodes) nodes",
      figures: Harness.Figures(minimum: figures.minimum / 1e6, median: figures.median / 1e6),
      unit: "ms")
  }

  /// A tree of `nodes` coordinators: a root, 100 flows, leaves.
  static func tree(nodes: Int) -> BenchCoordinator {
    let root = BenchCoordinator()
    var remaining = nodes - 1
    while remaining > 0 {
      let flow = BenchCoordinator()
      root.addDependency(flow)
      remaining -= 1
      for _ in 0..<min(remaining, nodes / 100) {
        flow.addDependency(BenchCoordinator())
        remaining -= 1
      }
    }
    return root
  }
}
