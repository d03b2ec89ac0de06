import Foundation
import Testing

/// Golden transcripts under `Tests/FlowsCLITests/Shell/Golden/`: `NAME.flows` in, and
/// `NAME.stdout`, `NAME.stderr`, `NAME.status` out.
///
/// Read from the test bundle's copy (the `resources:` of the test target);
/// with `RECORD_SNAPSHOTS=1` in the environment, written to the source tree
/// instead, and the test fails so that a recording never passes unseen.
enum Golden {
  /// Whether this run rewrites the goldens.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

  /// The goldens in the source tree, where recording writes.
  static let sourceDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Golden", directoryHint: .isDirectory)

  /// The goldens as the test bundle holds them.
  static var directory: URL {
    get throws {
      try #require(
        Bundle.module.url(forResource: "Golden", withExtension: nil), "Golden in the test bundle")
    }
  }

  /// The contents of golden file `name`.
  static func read(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appending(path: name, directoryHint: .notDirectory))
  }

  /// Compares `actual` with golden file `name`, or records it.
  static func check(
    _ actual: Data, against name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if isRecording {
      do {
        try actual.write(
          to: sourceDirectory.appending(path: name, directoryHint: .notDirectory))
        Issue.record(
          "recorded \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
      } catch {
        Issue.record(error, "recording \(name)", sourceLocation: sourceLocation)
      }
      return
    }
    if let failure = failure(of: actual, against: name) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }

  /// Why `actual` differs from golden file `name`, or nil when it is the same.
  static func failure(of actual: Data, against name: String) -> String? {
    guard let expected = try? read(name) else {
      return "no golden \(name); record it with RECORD_SNAPSHOTS=1"
    }
    guard expected != actual else { return nil }
    return "\(name) differs (− golden, + actual):\n\(diff(expected, actual))"
  }

  /// A line-by-line diff: the lines from the first that differs, marked − and +.
  private static func diff(_ expected: Data, _ actual: Data) -> String {
    let old = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let new = String(decoding: actual, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let common = zip(old, new).prefix { $0 == $1 }.count
    let context = old[max(0, common - 2)..<common].map { "  \($0)" }
    let removed = old[common...].prefix(20).map { "− \($0)" }
    let added = new[common...].prefix(20).map { "+ \($0)" }
    return (context + removed + added).joined(separator: "\n")
  }
}
