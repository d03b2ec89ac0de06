/// Output could not be written, such as to a closed pipe or a full disk.
struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The stream, such as `standard output`.
  var name: String
  /// What the system said, such as `Broken pipe`.
  var reason: String

  var description: String { "cannot write \(name): \(reason)" }
}
