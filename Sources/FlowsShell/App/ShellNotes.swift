/// What an app tells the person after a line, besides the line's own result: its warnings,
/// a failure to write its files, which makes the session exit 74, and a refusal that came
/// after the line was accepted.
public struct ShellNotes: Equatable, Sendable {
  /// Warnings, oldest first, such as a corrupt settings file set aside.
  public var warnings: [String]
  /// A file the app keeps could not be written, such as its settings: why.
  public var writeFailure: String?
  /// What the work a line began refused once it came to rest, such as a link to a record a
  /// search did not find: why, in the words ``ShellApp/open(path:)`` throws for a record known
  /// to be missing. The line is then rejected, as if it had thrown. Told at any other time
  /// (as the session starts, or after work that outlived its line's `--settle`), it is a
  /// warning.
  public var refusal: String?

  /// Notes with `warnings`, `writeFailure` and `refusal`; nothing by default.
  public init(warnings: [String] = [], writeFailure: String? = nil, refusal: String? = nil) {
    self.warnings = warnings
    self.writeFailure = writeFailure
    self.refusal = refusal
  }

  /// Whether there is nothing to tell.
  public var isEmpty: Bool { warnings.isEmpty && writeFailure == nil && refusal == nil }
}
