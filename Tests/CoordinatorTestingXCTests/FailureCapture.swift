import XCTest

/// A failure XCTest was asked to record: what it said and where.
struct CapturedFailure: Equatable {
  var message: String
  var file: String
  var line: Int
}

/// A test case that can catch the failures its own test records, to check that a failure
/// the tester reports reaches XCTest, with its message and the caller's place.
///
/// Inside ``capturingFailures(_:)`` a failure is kept instead of failing the test; outside, it
/// fails the test as usual. XCTest on Linux records through `recordFailure(withDescription:…)`,
/// on Apple platforms through `record(_:)`.
class FailureCapturingTestCase: XCTestCase {
  private var captured: [CapturedFailure]?

  /// Runs `body` and returns the failures it recorded, which then fail nothing.
  func capturingFailures(_ body: () throws -> Void) rethrows -> [CapturedFailure] {
    captured = []
    defer { captured = nil }
    try body()
    return captured ?? []
  }

  /// Runs `body`, which awaits, and returns the failures it recorded, which then fail nothing.
  @MainActor func capturingFailures(
    _ body: @MainActor () async throws -> Void
  ) async rethrows -> [CapturedFailure] {
    captured = []
    defer { captured = nil }
    try await body()
    return captured ?? []
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard captured != nil else { return super.record(issue) }
      captured?.append(
        CapturedFailure(
          message: issue.compactDescription,
          file: issue.sourceCodeContext.location?.fileURL.path ?? "",
          line: issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard captured != nil else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured?.append(CapturedFailure(message: description, file: filePath, line: lineNumber))
    }
  #endif
}
