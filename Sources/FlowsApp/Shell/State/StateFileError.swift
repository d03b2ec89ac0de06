/// A state file exists but could not be read as one; the session starts from the beginning.
struct StateFileError: Error, Equatable, Sendable, CustomStringConvertible {
  var path: String
  var reason: String

  var description: String { "cannot read state file \(path): \(reason)" }
}
