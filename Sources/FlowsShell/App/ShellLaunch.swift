public import Foundation

/// What the shell knows when it makes the app: the app's options and its data directory.
public struct ShellLaunch<Options: ShellAppOptions>: Sendable {
  /// The app's own options, as the command line gave them.
  public var options: Options
  /// `--data-dir`, else `$XDG_CONFIG_HOME/NAME`, else `~/.config/NAME`; `nil` when there is
  /// no home directory either, and the app should keep nothing on disk.
  public var dataDirectory: URL?

  /// A launch with `options` and `dataDirectory`; tests make their own.
  public init(options: Options = Options(), dataDirectory: URL? = nil) {
    self.options = options
    self.dataDirectory = dataDirectory
  }
}
