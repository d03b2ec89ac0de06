import Foundation

/// Whether testers record by default: `FLOWS_RECORD=1` in the environment of the test run.
enum RecordMode {
  static let isOnInEnvironment = ProcessInfo.processInfo.environment["FLOWS_RECORD"] == "1"

  /// What a failure says after its diff when the tester records: where the actual value was
  /// written, or why it could not be.
  @MainActor
  static func note(recording value: LiteralRewrite.Value, at site: CallSite) -> String {
    if let failure = SourceRecorder.record(value, at: site) {
      return "\nNot recorded: \(failure)"
    }
    return "\nRecorded the actual value into \(site.shortDescription); check the change, then "
      + "run the test again"
  }
}
