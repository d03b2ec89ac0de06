import FlowsShell

/// The shelf app's one option: `--app shelf`, which chose it.
struct ShelfOptions: ShellAppOptions, Equatable {
  init() {}

  static let usages = [
    ShellOptionUsage(
      "--app", value: "NAME", summary: "which sample app runs: game (the default) or shelf")
  ]

  /// The game's options, which `flows --app shelf` refuses naming the game.
  static let optionsOfOtherApps = [
    "--seed": "the game app (the default, --app game)",
    "--otp-code": "the game app (the default, --app game)",
  ]

  mutating func read(_ option: String, value: String) throws(ShellAppError) {
    // The last `--app` chose this app; an earlier one may name the other.
    guard value == "game" || value == "shelf" else {
      throw ShellAppError("--app takes game or shelf, not \"\(value)\"")
    }
  }
}
