import Foundation
import Testing

/// `Documentation/Performance.md` states the figures of one full `flows-bench --instructions`
/// run, whose output is saved in `Benchmarks/Results/instructions-run.txt`, and shows one timed
/// run for people, saved in `Benchmarks/Results/full-run.txt`: the page's tables are those
/// outputs, line for line, and each target's figure is read from the instruction run, its
/// verdict following from the figure.
@MainActor
@Suite struct PerformanceFiguresTests {
  /// One row of a markdown table, its cells trimmed.
  typealias Cells = [String]

  let page: String
  /// The saved instruction run: the figures the targets are judged by.
  let run: String
  /// The saved timed run: noisy, shown for people.
  let timed: String

  init() throws {
    page = try ReliabilityFiguresTests.read("Documentation/Performance.md")
    run = try ReliabilityFiguresTests.read("Benchmarks/Results/instructions-run.txt")
    timed = try ReliabilityFiguresTests.read("Benchmarks/Results/full-run.txt")
  }

  static func cells(_ line: Substring) -> Cells {
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// A saved run's table lines: every line of the output that is part of its table.
  static func table(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.hasPrefix("|") }
  }

  /// The rows of the page's targets table, after its header and rule.
  var targets: [Cells] {
    let lines = page.split(separator: "\n")
    guard let header = lines.firstIndex(where: { $0.hasPrefix("| target | row | scenario |") })
    else { return [] }
    return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map(Self.cells)
  }

  /// The value of a figure as the page writes it: `1.8382×`, `1650.7 /op`, `1500 /op`.
  static func value(_ text: String) -> Double? {
    let number = text.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
    return Double(number)
  }

  /// What follows a figure's number: `×`, ` /op`, ` /byte`.
  static func unit(_ text: String) -> Substring {
    text.drop { !$0.isNumber }.drop { $0.isNumber || $0 == "." }
  }

  @Test func theSavedRunsAreFullOnes() {
    #expect(run.contains("(callgrind, full run)"), "a full run, not `--quick`")
    #expect(run.contains("| floor | append + removeLast |"))
    // `--quick` keeps the ends of each curve, 10,000 at most, and counts no shell line.
    #expect(run.contains("over 100000 screens |"), "a full run, not `--quick`")
    #expect(run.contains("| shell | a line, --json |"), "a full run, with the shell's lines")
    #expect(Self.table(run).count > 50)
    #expect(timed.contains("| shell | 1000000 lines, --quiet |"), "a full run, not `--quick`")
    #expect(timed.contains("1000000 flow cycles"), "a full run, not `--quick`")
    #expect(Self.table(timed).count > 30)
  }

  @Test(arguments: ["instructions-run.txt", "full-run.txt"])
  func thePageHoldsTheSavedTableLineForLine(file: String) throws {
    let saved = Self.table(file == "full-run.txt" ? timed : run)
    let lines = page.split(separator: "\n")
    let header = try #require(saved.first, "the saved run has no table")
    let first = try #require(lines.firstIndex(of: header))
    let shown = Array(lines[first...].prefix { $0.hasPrefix("|") })
    #expect(shown.count == saved.count)
    for (line, savedLine) in zip(shown, saved) {
      #expect(line == savedLine)
    }
  }

  @Test func everyTargetReadsItsFigureFromTheRunAndItsVerdictFromTheFigure() throws {
    #expect(targets.count >= 10)
    let rows = Self.table(run).dropFirst(2).map(Self.cells)
    for target in targets {
      try #require(target.count == 6, "\(target)")
      let (name, row, scenario, figure, limit, verdict) =
        (target[0], target[1], target[2], target[3], target[4], target[5])
      let saved = try #require(
        rows.first { $0.count == 7 && $0[0] == row && $0[1] == scenario },
        "\(name): no row \(row) · \(scenario)")
      // A ratio for a target of a ratio, else the instructions with their unit.
      let expected = limit.hasSuffix("×") ? saved[5] : "\(saved[2]) \(saved[3])"
      #expect(figure == expected, "\(name)")
      #expect(Self.unit(figure) == Self.unit(limit), "\(name): \(figure) against \(limit)")
      let measured = try #require(Self.value(figure))
      let most = try #require(Self.value(limit))
      #expect(verdict == (measured <= most ? "met" : "**missed**"), "\(name)")
    }
  }
}
