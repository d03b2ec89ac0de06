import Foundation
import Testing

/// `Documentation/Performance.md` states the figures of one full `flows-bench` run, whose
/// output is saved in `Benchmarks/Results/full-run.txt`: the page's table is that output, line
/// for line, and each target's figure is read from it, its verdict following from the figure.
@MainActor
@Suite struct PerformanceFiguresTests {
  /// One row of a markdown table, its cells trimmed.
  typealias Cells = [String]

  let page: String
  let run: String

  init() throws {
    page = try ReliabilityFiguresTests.read("Documentation/Performance.md")
    run = try ReliabilityFiguresTests.read("Benchmarks/Results/full-run.txt")
  }

  static func cells(_ line: Substring) -> Cells {
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The saved run's table lines: every line of the output that is part of its table.
  var runTable: [Substring] {
    run.split(separator: "\n").filter { $0.hasPrefix("|") }
  }

  /// The rows of the page's targets table, after its header and rule.
  var targets: [Cells] {
    let lines = page.split(separator: "\n")
    guard let header = lines.firstIndex(where: { $0.hasPrefix("| target | row | scenario |") })
    else { return [] }
    return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map(Self.cells)
  }

  /// The value of a figure as the page writes it: `11.1078×`, `30.512 ms`, `4×`.
  static func value(_ text: String) -> Double? {
    let number = text.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
    return Double(number)
  }

  /// What follows a figure's number: `×`, ` ms`, ` ns/op`.
  static func unit(_ text: String) -> Substring {
    text.drop { !$0.isNumber }.drop { $0.isNumber || $0 == "." }
  }

  @Test func theSavedRunIsAFullOne() {
    #expect(run.contains("| floor | append + removeLast |"))
    // `--quick` runs the shell on 100,000 lines at most and the soak on 100,000 cycles.
    #expect(run.contains("| shell | 1000000 lines, --quiet |"), "a full run, not `--quick`")
    #expect(run.contains("1000000 flow cycles"), "a full run, not `--quick`")
    #expect(runTable.count > 30)
  }

  @Test func thePageHoldsTheSavedRunsTableLineForLine() throws {
    let lines = page.split(separator: "\n")
    let header = try #require(runTable.first, "the saved run has no table")
    let first = try #require(lines.firstIndex(of: header))
    let shown = Array(lines[first...].prefix { $0.hasPrefix("|") })
    #expect(shown.count == runTable.count)
    for (line, saved) in zip(shown, runTable) {
      #expect(line == saved)
    }
  }

  @Test func everyTargetReadsItsFigureFromTheRunAndItsVerdictFromTheFigure() throws {
    #expect(targets.count >= 7)
    let rows = runTable.dropFirst(2).map(Self.cells)
    for target in targets {
      try #require(target.count == 6, "\(target)")
      let (name, row, scenario, figure, limit, verdict) =
        (target[0], target[1], target[2], target[3], target[4], target[5])
      let saved = try #require(
        rows.first { $0.count == 8 && $0[0] == row && $0[1] == scenario },
        "\(name): no row \(row) · \(scenario)")
      // A ratio for a target of a ratio, else the fastest round with its unit.
      let expected = limit.hasSuffix("×") ? saved[6] : "\(saved[2]) \(saved[4])"
      #expect(figure == expected, "\(name)")
      #expect(Self.unit(figure) == Self.unit(limit), "\(name): \(figure) against \(limit)")
      let measured = try #require(Self.value(figure))
      let most = try #require(Self.value(limit))
      #expect(verdict == (measured <= most ? "met" : "**missed**"), "\(name)")
    }
  }
}
