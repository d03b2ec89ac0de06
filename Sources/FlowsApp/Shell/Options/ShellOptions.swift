/// How `flows` was asked to run: the options of its command line, parsed and checked.
struct ShellOptions: Equatable, Sendable {
  /// Where the lines come from, when not from an interactive terminal.
  enum Script: Equatable, Sendable {
    /// Standard input, named `-` on the command line.
    case standardInput
    /// A file of lines.
    case file(String)
  }

  /// One JSON object per input line instead of rendered screens (`--json`).
  var json = false
  /// No screen rendering; shell command output and errors only (`--quiet`).
  var quiet = false
  /// Stop at the first rejected line or failed expectation (`--strict`).
  var strict = false
  /// The seed of the game's random numbers (`--seed N`); `nil` for a random seed.
  var seed: UInt64?
  /// The one-time code the demo "sends" (`--otp-code CODE`).
  var otpCode = "123456"
  /// Where settings live (`--data-dir DIR`); `nil` for the default.
  var dataDirectory: String?
  /// Where navigation state is restored from and saved to (`--state FILE`).
  var stateFile: String?
  /// No ANSI colour (`--no-color`).
  var noColor = false
  /// The SCRIPT argument; `nil` when none was given.
  var script: Script?
}
