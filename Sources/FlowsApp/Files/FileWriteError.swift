/// A file could not be written; the file on disk is unchanged.
struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, or the temporary file beside it, that could not be written.
  var path: String
  /// What the system said, such as `Permission denied`.
  var reason: String

  var description: String { "cannot write \(path): \(reason)" }
}
