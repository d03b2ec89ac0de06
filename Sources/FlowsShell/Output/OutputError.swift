#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Output could not be written, such as to a closed pipe or a full disk.
struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The stream, such as `standard output`.
  var name: String
  /// What the system said, such as `Broken pipe`.
  var reason: String
  /// The `errno`, when the system said it; `EINTR` when a signal ended a blocked write.
  var code: Int32?

  init(name: String, reason: String, code: Int32? = nil) {
    self.name = name
    self.reason = reason
    self.code = code
  }

  /// What the system said for `code`.
  init(name: String, code: Int32) {
    self.init(name: name, reason: String(cString: strerror(code)), code: code)
  }

  /// Whether the session ends without a message: the reader closed the pipe, or a signal
  /// ended a write that could not go on.
  var isSilent: Bool { code == EPIPE || code == EINTR }

  var description: String { "cannot write \(name): \(reason)" }
}
