import Testing

/// One deep link the app rejects, and the message the shell prints for it.
struct LinkRejection: Sendable, CustomTestStringConvertible {
  let path: String
  let message: String

  init(_ path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  /// The path, shortened so that the over-long cases stay readable in test output.
  var testDescription: String {
    path.count <= 40 ? String(reflecting: path) : "\(path.prefix(24))… (\(path.utf8.count) bytes)"
  }
}
