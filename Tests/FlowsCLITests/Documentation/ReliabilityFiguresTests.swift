import Foundation
import Testing

/// `Documentation/Reliability.md` states how much each check runs; these are the code's own
/// figures, so that the page cannot promise more than the code does, nor less.
@MainActor
@Suite struct ReliabilityFiguresTests {
  var page: String
  let ciRun: String
  let sanitize: String

  init() throws {
    page = try Self.read("Documentation/Reliability.md")
    ciRun = try Self.read(".ci/run")
    sanitize = try Self.read("Scripts/sanitize.sh")
  }

  static func read(_ path: String) throws -> String {
    let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
    let file = (root + [Substring(path)]).joined(separator: "/")
    return try String(contentsOfFile: file, encoding: .utf8)
  }

  /// `value` as the page writes numbers: `100,000`.
  static func written(_ value: Int) -> String {
    value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
  }

  /// The row of the page's table whose first cell is `what`, with its last cell.
  func lastColumn(of what: String) -> String? {
    page.split(separator: "\n").first { $0.hasPrefix("| \(what) |") }
      .flatMap { $0.split(separator: "|").last?.trimmingCharacters(in: .whitespaces) }
  }

  @Test func theRandomSessionsAreAsLongAsThePageSays() {
    let seeds = RandomSessionTests.defaultSeeds
    let steps = seeds.count * RandomSessionTests.defaultStepsPerSeed
    #expect(
      lastColumn(of: "Random sessions against a model")
        == "\(Self.written(steps)) steps, seeds \(seeds.first!)–\(seeds.last!)")
    let shelf = ShelfRandomSessionTests.seeds
    let lines = shelf.count * ShelfRandomSessionTests.defaultSteps
    #expect(
      lastColumn(of: "… of the shelf app: tabs, alerts, links")
        == "\(Self.written(lines)) lines, seeds \(shelf.lowerBound)–\(shelf.upperBound)")
  }

  @Test func theKillsAreAsManyAsThePageSays() {
    #expect(
      lastColumn(of: "Settings under `SIGKILL`")
        == "\(Self.written(SettingsKillTests.kills)) kills, 0 partial files")
  }

  @Test func theFuzzersRunAsManyExecutionsAsThePageSays() {
    // `FUZZ_RUNS=6000 Scripts/fuzz.sh shell 300` and the others, in CI's order.
    let runs = ciRun.split(separator: "\n").compactMap { line -> Int? in
      guard let range = line.range(of: "FUZZ_RUNS=") else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
    #expect(runs.count == 4)
    let listed = runs.dropLast().map(Self.written).joined(separator: ", ")
    let all = "\(listed) and \(Self.written(runs.last ?? 0)) executions, 0 crashes"
    #expect(lastColumn(of: "Fuzzing, a few minutes a target") == all)
  }

  @Test func theGoldenSessionsUnderTheSanitizerAreAsManyAsThePageSays() {
    let sessions = sanitize.split(separator: "\n").count {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("golden_session ")
    }
    #expect(sanitize.contains("sanitize golden: \(sessions) sessions"))
    #expect(
      lastColumn(of: "Sanitizers")
        == "the suite under TSan and ASan + LSan, \(sessions) golden sessions under ASan + LSan: 0 reports"
    )
    #expect(page.contains("then \(sessions) golden shell sessions"))
  }

  @Test func aPageThatDriftedIsFound() {
    var drifted = self
    drifted.page = page.replacingOccurrences(of: "200 kills", with: "300 kills")
    #expect(
      drifted.lastColumn(of: "Settings under `SIGKILL`")
        != "\(Self.written(SettingsKillTests.kills)) kills, 0 partial files")
  }
}
