import Foundation
import Testing

/// Every known issue of the run says it is deliberate, so that a reader of `swift test` sees why
/// the run "passed with N known issues".
///
/// The tests of the tester get its expectations wrong on purpose, in `withKnownIssue`, to check
/// that it reports them. Swift Testing prints the comment of a `withKnownIssue` under each issue
/// it expected (`↳ deliberate: …`), so every call in `Tests/` passes one that starts with
/// ``marker`` and says what the code under test must report. `XCTExpectFailure`, should an
/// XCTest test use it, is held to the same.
@Suite struct KnownIssuesExplainedTests {
  /// How the comment of every expected issue starts.
  static let marker = "deliberate: "
  /// The calls that expect an issue.
  static let functions = ["withKnownIssue", "XCTExpectFailure"]

  /// The package's root directory, three levels above this file.
  static let packageRoot = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    .dropLast(3).joined(separator: "/")

  @Test func everyKnownIssueOfTheTestsSaysItIsDeliberate() throws {
    let root = Self.packageRoot + "/Tests"
    let paths = try FileManager.default.subpathsOfDirectory(atPath: root)
      .filter { $0.hasSuffix(".swift") }.sorted()
    var calls = 0
    for path in paths {
      let source = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      let found = Self.calls(in: source, path: "Tests/" + path)
      calls += found.count
      for problem in found.compactMap(\.problem) {
        Issue.record(Comment(rawValue: problem))
      }
    }
    #expect(calls >= 40, "found only \(calls) calls of \(Self.functions)")
  }

  @Test func aKnownIssueWithoutTheMarkerIsFound() {
    let call = Self.functions[0]
    let source = """
      // A mention of `\(call)` is no call.
      \(call)("\(Self.marker)the tester must report it") { fail() }
      \(call) { fail() }
      \(call)("expected to fail") { fail() }
      await \(call)(
        "\(Self.marker)the tester must report it"
      ) {
      """
    #expect(
      Self.calls(in: source, path: "T.swift").map(\.problem) == [
        nil,
        "T.swift:3: \(call) without a comment that starts with \"deliberate: \"",
        "T.swift:4: \(call) without a comment that starts with \"deliberate: \"",
        nil,
      ])
  }

  /// The calls of ``functions`` in `source`, the file at `path`: for each, what is wrong with
  /// it as `path:line: reason`, or `nil` when its comment starts with ``marker``.
  static func calls(in source: String, path: String) -> [(line: Int, problem: String?)] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var calls: [(line: Int, problem: String?)] = []
    for (index, line) in lines.enumerated() {
      for function in functions {
        var rest = line[...]
        while let range = rest.range(of: function) {
          rest = rest[range.upperBound...]
          guard rest.hasPrefix("(") || rest.hasPrefix(" {") || rest.hasPrefix("{") else {
            continue
          }
          // The comment is the first argument, on this line or, wrapped, on the next.
          var argument = rest.dropFirst()
          if argument.isEmpty, index + 1 < lines.count {
            argument = lines[index + 1].drop { $0 == " " }
          }
          let explained = rest.hasPrefix("(") && argument.hasPrefix("\"" + marker)
          calls.append(
            (
              index + 1,
              explained
                ? nil
                : "\(path):\(index + 1): \(function) without a comment that starts with "
                  + "\"\(marker)\""
            ))
        }
      }
    }
    return calls
  }
}
