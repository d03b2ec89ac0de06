/// How the shell was asked to run: the options of its command line, parsed and checked.
struct ShellOptions<AppOptions: ShellAppOptions>: Sendable {
  /// One JSON object per input line instead of rendered screens (`--json`).
  var json = false
  /// No screen rendering; shell command output and errors only (`--quiet`).
  var quiet = false
  /// Stop at the first rejected line or failed expectation (`--strict`).
  var strict = false
  /// The app's own options.
  var appOptions = AppOptions()
  /// Where the app keeps its files (`--data-dir DIR`); `nil` for the default.
  var dataDirectory: String?
  /// Where navigation state is restored from and saved to (`--state FILE`).
  var stateFile: String?
  /// No ANSI colour (`--no-color`).
  var noColor = false
  /// The SCRIPT argument; `nil` when none was given.
  var script: ShellScript?
  /// Explore every sequence of at most this many lines instead of reading lines
  /// (`--explore N`).
  var exploreDepth: Int?
  /// Where the map of an exploration is written, by its extension (`--map FILE`).
  var mapFile: String?
  /// How long each line waits for the app's work to come to rest (`--settle SECONDS`).
  var settle: Duration = .seconds(5)
  /// The app's clock (`--clock live|test`).
  var clock: ShellClock = .live
}

extension ShellOptions: Equatable where AppOptions: Equatable {}
