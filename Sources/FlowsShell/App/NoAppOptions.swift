/// The options of an app that has none of its own.
public struct NoAppOptions: ShellAppOptions, Equatable {
  /// No options.
  public init() {}

  /// No options to list.
  public static var usages: [ShellOptionUsage] { [] }

  /// Never called: no option is the app's.
  public mutating func read(_ option: String, value: String) throws(ShellAppError) {}
}
