/// The command-line options of an app's own, such as a seed: `--name VALUE` each, read before
/// the app is made and listed in `--help` after the shell's own.
///
/// ```swift
/// struct GameOptions: ShellAppOptions {
///   var seed: UInt64?
///
///   static let usages = [ShellOptionUsage("--seed", value: "N", summary: "the game's seed")]
///
///   mutating func read(_ option: String, value: String) throws(ShellAppError) {
///     guard let seed = UInt64(value) else {
///       throw ShellAppError("--seed takes a whole number, not \"\(value)\"")
///     }
///     self.seed = seed
///   }
/// }
/// ```
public protocol ShellAppOptions: Sendable {
  /// The options as they are when the command line gives none.
  init()

  /// Every option, in the order `--help` lists them; the shell reads only these names.
  static var usages: [ShellOptionUsage] { get }

  /// Takes `value` for `option`, one of the names ``usages`` lists.
  ///
  /// A repeated option is read again: the last value is the one that counts.
  ///
  /// - Throws: an error saying what the option takes; the shell prints it and exits 64.
  mutating func read(_ option: String, value: String) throws(ShellAppError)

  /// Options this app does not take that another app of the same command does, each with the
  /// app it belongs to, such as `["--seed": "the game app (the default, --app game)"]`: the
  /// shell refuses them naming that app, not as unknown options. None by default.
  static var optionsOfOtherApps: [String: String] { get }
}

extension ShellAppOptions {
  /// None: the command runs one app.
  public static var optionsOfOtherApps: [String: String] { [:] }
}
