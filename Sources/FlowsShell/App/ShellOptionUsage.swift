/// How `--help` lists an option of the app's: `--seed N   seed of the game's random numbers`.
public struct ShellOptionUsage: Equatable, Sendable {
  /// The option, such as `--seed`; it starts with `--`.
  public var name: String
  /// The name of its value, such as `N`.
  public var value: String
  /// What it does, in a few words; a line break starts a new line of the help.
  public var summary: String

  /// The option `name`, taking a `value`, doing what `summary` says.
  public init(_ name: String, value: String, summary: String) {
    self.name = name
    self.value = value
    self.summary = summary
  }
}
