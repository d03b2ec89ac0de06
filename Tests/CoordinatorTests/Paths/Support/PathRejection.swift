import Coordinator
import Testing

/// One case of the invalid-path tables: a path string and the error it must give.
struct PathRejection: Sendable, CustomTestStringConvertible {
  let string: String
  let error: PathError

  init(_ string: String, _ error: PathError) {
    self.string = string
    self.error = error
  }

  /// The string, shortened so that the over-long cases stay readable in test output.
  var testDescription: String {
    string.count <= 40
      ? String(reflecting: string) : "\(string.prefix(24))… (\(string.utf8.count) bytes)"
  }
}
