#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file could not be written; the file on disk is unchanged.
@_spi(Files)
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, or the temporary file beside it, that could not be written.
  public var path: String
  /// What the system said, such as `Permission denied`, or why the file is not written.
  public var reason: String

  /// An error writing `path`, for `reason`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// What the system said for `code`, an `errno`.
  public init(path: String, code: Int32) {
    self.init(path: path, reason: String(cString: strerror(code)))
  }

  /// A path that holds something other than a regular file, which is never replaced; the
  /// message names `program` as the one that does not replace it, when given.
  public static func notRegular(
    _ path: String, kind: FileTarget.Special, program: String? = nil
  ) -> FileWriteError {
    FileWriteError(
      path: path,
      reason: "it is \(kind.rawValue), not a regular file; "
        + (program.map { "\($0) does not replace it" } ?? "it is not replaced"))
  }

  /// `cannot write PATH: REASON`.
  public var description: String { "cannot write \(path): \(reason)" }
}
