/// The input could not be opened or read; what was read before stands.
struct InputReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The input, as the person named it: a path, or `standard input`.
  var name: String
  /// What the system said, such as `No such file or directory`.
  var reason: String

  var description: String { "cannot read \(name): \(reason)" }
}
