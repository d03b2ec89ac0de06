import Foundation

/// A cost measured at several sizes, each point printed with its ratio to the smallest, and
/// failed when the largest is more than `limit` times the smallest: growth with N, read from
/// ratios in one run, never from absolute times.
struct Curve {
  var row: String
  /// What is measured, with `{N}` where the size goes.
  var scenario: String
  var unit = "ns/op"
  /// The most the largest point may cost, as a multiple of the smallest, before the run fails.
  var limit: Double
  var points: [(size: Int, figures: Harness.Figures)] = []

  /// The rows, each with its ratio to the smallest size.
  var rows: [Row] {
    guard let first = points.first else { return [] }
    return points.map { point in
      Row(
        row: row, scenario: scenario.replacingOccurrences(of: "{N}", with: "\(point.size)"),
        figures: point.figures, unit: unit,
        reference: "\(scenario.replacingOccurrences(of: "{N}", with: "\(first.size)"))",
        ratio: point.figures.minimum / first.figures.minimum)
    }
  }

  /// Why the run fails, if the largest point costs more than `limit` times the smallest.
  var failure: String? {
    guard let first = points.first, let last = points.last else { return nil }
    let ratio = last.figures.minimum / first.figures.minimum
    guard ratio > limit else { return nil }
    return
      "\(row): \(scenario) grows with N: \(ratio)× from \(first.size) to \(last.size) "
      + "(at most \(limit)×)"
  }
}
