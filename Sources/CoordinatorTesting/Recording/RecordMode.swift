/// What the record mode says after a failure's diff.
enum RecordMode {
  /// What a failure says after its diff when the tester records: where the actual value was
  /// written, or why it could not be.
  @MainActor
  static func note(
    recording value: LiteralRewrite.Value, into call: String, at site: CallSite
  ) -> String {
    if let failure = SourceRecorder.record(value, into: call, at: site) {
      return "\nNot recorded: \(failure)"
    }
    return "\nRecorded the actual value into \(site.shortDescription); check the change, then "
      + "run the test again"
  }
}
