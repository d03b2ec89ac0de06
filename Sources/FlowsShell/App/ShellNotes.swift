/// What an app tells the person after a line, besides the line's own result: its warnings,
/// and a failure to write its files, which makes the session exit 74.
public struct ShellNotes: Equatable, Sendable {
  /// Warnings, oldest first, such as a corrupt settings file set aside.
  public var warnings: [String]
  /// A file the app keeps could not be written, such as its settings: why.
  public var writeFailure: String?

  /// Notes with `warnings` and `writeFailure`; nothing by default.
  public init(warnings: [String] = [], writeFailure: String? = nil) {
    self.warnings = warnings
    self.writeFailure = writeFailure
  }

  /// Whether there is nothing to tell.
  public var isEmpty: Bool { warnings.isEmpty && writeFailure == nil }
}
