import Callgrind
import Foundation

/// One cost counted in instructions: a set-up, not counted, that returns a body performing
/// some number of the same operation, counted alone.
///
/// A probe is counted twice, with `operations` and with twice as many, each after its own
/// set-up, and reported as the difference over `operations`: what the loop costs around its
/// operations (the call into the body, the first iteration's misses) is the same in both and
/// cancels out. A warm-up run before them, not counted, takes one-time costs (type metadata,
/// caches, lazy globals) out of both.
struct Probe {
  /// The curve a probe is a point of, and how the curve is judged.
  struct Point {
    /// The name the curve's points share.
    var curve: String
    var size: Int
    /// What the per-operation count is divided by before points are compared: 1 for a cost
    /// that must not grow with the size, the size for one that may grow linearly (per flow,
    /// per byte).
    var divisor: Int = 1
    /// Says what the divided figure is (`per flow`), shown beside it.
    var per: String?
  }

  var row: String
  var scenario: String
  /// The smaller of the two operation counts; the larger is twice as many.
  var operations: Int
  var point: Point?
  /// The scenario of the probe this one is compared with, when it is not a curve's point.
  var reference: String?
  /// Sets up for `k` operations (not counted) and returns the body that performs them.
  var make: @MainActor (_ k: Int) -> () -> Void
}

/// The label of a probe's count in callgrind's dump: its index and operation count.
func probeLabel(index: Int, operations: Int) -> String {
  "flows-bench probe \(index) \(operations)"
}

/// Runs every probe under callgrind, collection on only around each body, and dumps each
/// count to a file of its own labelled with ``probeLabel(index:operations:)``. Run by
/// `flows-bench --count-probes` inside `valgrind --tool=callgrind --collect-atstart=no`.
@MainActor
func countProbes(_ probes: [Probe]) {
  let clock = ContinuousClock()
  for (index, probe) in probes.enumerated() {
    let start = clock.now
    defer {
      // valgrind's log keeps what each probe took, set-up included, to keep quick runs short.
      FileHandle.standardError.write(
        Data("probe \(index) \(probe.scenario): \(clock.now - start)\n".utf8))
    }
    probe.make(probe.operations)()
    for operations in [probe.operations, 2 * probe.operations] {
      let body = probe.make(operations)
      // The set-up lives until after the dump: its release is not counted.
      withExtendedLifetime(body) {
        flows_bench_toggle_collect()
        body()
        flows_bench_toggle_collect()
        flows_bench_dump(probeLabel(index: index, operations: operations))
      }
    }
  }
}
