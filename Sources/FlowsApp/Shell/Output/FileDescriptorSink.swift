#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes with `write(2)` to a file descriptor, unbuffered: each call is out when it returns.
final class FileDescriptorSink: OutputSink {
  /// The stream's name in messages, such as `standard output`.
  let name: String
  private let descriptor: Int32

  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
  }

  func write(_ text: String) throws(OutputError) {
    var text = text
    let failure: Int32? = text.withUTF8 { bytes in
      var written = 0
      while written < bytes.count {
        guard let base = bytes.baseAddress else { return nil }
        let count = systemWrite(descriptor, base + written, bytes.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return count < 0 ? errno : EIO }
        written += count
      }
      return nil
    }
    if let failure {
      throw OutputError(name: name, reason: String(cString: strerror(failure)))
    }
  }
}

/// `write(2)`, named apart from ``FileDescriptorSink/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
