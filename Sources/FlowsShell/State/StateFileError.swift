/// A state file exists but could not be read as one.
///
/// A file whose contents are wrong is set aside and the session starts from the beginning;
/// one that is not a regular file at all (a FIFO, a directory, a device other than
/// `/dev/null`) stops `flows` before the session, since its state could never be saved.
struct StateFileError: Error, Equatable, Sendable, CustomStringConvertible {
  var path: String
  var reason: String
  /// Whether the path holds something other than a regular file, which flows refuses.
  var isNotRegular = false

  var description: String { "cannot read state file \(path): \(reason)" }
}
