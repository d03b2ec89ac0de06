import FlowsShell

/// The game app's own options: `--seed N`, `--otp-code CODE` and `--latency MS`.
struct GameOptions: ShellAppOptions, Equatable {
  /// The longest one-time code `--otp-code` takes.
  static let maximumCodeLength = 32

  /// The seed of the game's random numbers; `nil` for a random seed.
  var seed: UInt64?
  /// The one-time code the demo "sends".
  var otpCode = "123456"
  /// How long each login request takes, in milliseconds on the app's clock (`--latency MS`).
  var latency = 0

  /// No seed, and the code `123456`.
  init() {}

  /// `--app`, `--seed` and `--otp-code`, as `--help` lists them.
  static let usages = [
    ShellOptionUsage(
      "--app", value: "NAME", summary: "which sample app runs: game (the default) or shelf"),
    ShellOptionUsage(
      "--seed", value: "N", summary: "seed of the game's random numbers (default: random)"),
    ShellOptionUsage(
      "--otp-code", value: "CODE", summary: "the one-time code the demo sends (default 123456)"),
    ShellOptionUsage(
      "--latency", value: "MS", summary: "how long each request takes (0 to 10000; default 0)"),
  ]

  /// Reads `--app game`, `--seed` or `--otp-code`.
  mutating func read(_ option: String, value: String) throws(ShellAppError) {
    if option == "--app" {
      // `flows` runs the app the last `--app` names; an earlier one may name the other.
      guard value == "game" || value == "shelf" else {
        throw ShellAppError("--app takes game or shelf, not \"\(value)\"")
      }
    } else if option == "--seed" {
      guard value.allSatisfy(\.isASCII), let seed = UInt64(value) else {
        throw ShellAppError("--seed takes a whole number from 0 to \(UInt64.max), not \"\(value)\"")
      }
      self.seed = seed
    } else if option == "--latency" {
      guard value.utf8.allSatisfy({ (48...57).contains($0) }), let milliseconds = Int(value),
        milliseconds <= 10_000
      else {
        throw ShellAppError("--latency takes milliseconds from 0 to 10000, not \"\(value)\"")
      }
      latency = milliseconds
    } else {
      let isValid =
        (1...Self.maximumCodeLength).contains(value.unicodeScalars.count)
        && value.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
      guard isValid else {
        throw ShellAppError("--otp-code takes 1 to \(Self.maximumCodeLength) letters or digits")
      }
      otpCode = value
    }
  }
}
