import FlowsShell

/// The shelf app's one option: `--app shelf`, which chose it.
struct ShelfOptions: ShellAppOptions, Equatable {
  /// How long each search takes, in milliseconds on the app's clock (`--latency MS`).
  var latency = 0

  init() {}

  static let usages = [
    ShellOptionUsage(
      "--app", value: "NAME", summary: "which sample app runs: game (the default) or shelf"),
    ShellOptionUsage(
      "--latency", value: "MS", summary: "how long each search takes (0 to 10000; default 0)"),
  ]

  /// The game's options, which `flows --app shelf` refuses naming the game.
  static let optionsOfOtherApps = [
    "--seed": "the game app (the default, --app game)",
    "--otp-code": "the game app (the default, --app game)",
  ]

  mutating func read(_ option: String, value: String) throws(ShellAppError) {
    if option == "--latency" {
      guard value.utf8.allSatisfy({ (48...57).contains($0) }), let milliseconds = Int(value),
        milliseconds <= 10_000
      else {
        throw ShellAppError("--latency takes milliseconds from 0 to 10000, not \"\(value)\"")
      }
      latency = milliseconds
      return
    }
    // The last `--app` chose this app; an earlier one may name the other.
    guard value == "game" || value == "shelf" else {
      throw ShellAppError("--app takes game or shelf, not \"\(value)\"")
    }
  }
}
