public import Foundation

/// What the shell knows when it makes the app: the app's options, its data directory and the
/// clock it should sleep on.
public struct ShellLaunch<Options: ShellAppOptions>: Sendable {
  /// The app's own options, as the command line gave them.
  public var options: Options
  /// `--data-dir`, else `$XDG_CONFIG_HOME/NAME`, else `~/.config/NAME`; `nil` when there is
  /// no home directory either, and the app should keep nothing on disk.
  public var dataDirectory: URL?
  /// The clock the app's timers and waits should sleep on: a `ContinuousClock` with
  /// `--clock live`, the default; with `--clock test` and in the explorer, a `ManualClock`
  /// that only `:wait` and the explorer's moves advance.
  public var clock: any Clock<Duration>

  /// A launch with `options`, `dataDirectory` and `clock`; tests make their own.
  public init(
    options: Options = Options(), dataDirectory: URL? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.options = options
    self.dataDirectory = dataDirectory
    self.clock = clock
  }
}
