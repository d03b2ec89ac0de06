/// Why a string is not a coordinator tree in the form it was read as.
public struct CoordinatorTreeParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The format that was being read.
  public var format: CoordinatorTreeFormat
  /// The 1-based line of the input where the problem is.
  public var line: Int
  /// The 1-based column (in characters) where the problem is.
  public var column: Int
  /// What is wrong.
  public var reason: String

  /// Creates a parse error.
  public init(format: CoordinatorTreeFormat, line: Int, column: Int, reason: String) {
    self.format = format
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// The error as `line L, column C: reason`.
  public var description: String { "line \(line), column \(column): \(reason)" }
}
