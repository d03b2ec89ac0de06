/// What `--help` and `--version` say of a shell: its name, version, what it runs, and what
/// the app keeps in its data directory.
public struct ShellDescription: Equatable, Sendable {
  /// The program's name: in the usage line, the prompt, and every message on stderr.
  public var name: String
  /// The version `--version` prints after the name.
  public var version: String
  /// The paragraph `--help` prints under the usage line, wrapped as it should appear.
  public var about: String
  /// What the app keeps in its data directory, for `--help`, such as `settings`.
  public var files: String

  /// A shell named `name`, at `version`, described by `about`, keeping `files`.
  public init(
    name: String, version: String, about: String? = nil,
    files: String = "the app's files"
  ) {
    self.name = name
    self.version = version
    self.about =
      about
        ?? """
        Drives the app headless one line at a time: from SCRIPT, from standard input
        (SCRIPT `-`, or a pipe), or at a terminal with a prompt. A line is a screen
        action or a shell command starting with `:`; type `:help` for both.
        """
    self.files = files
  }
}
