#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes with `write(2)` to a file descriptor, unbuffered: each call is out when it returns.
///
/// A non-blocking descriptor inherited from the parent (a slow reader fills the pipe and
/// `write` says `EAGAIN`) is waited on until it takes more. With ``TerminationSignals``, a
/// pipe, socket or terminal is written only once `poll` says it takes more, at most
/// `PIPE_BUF` bytes at a time, and the wait ends when a signal comes: a reader that never
/// reads cannot keep `flows` from saving and exiting.
final class FileDescriptorSink: OutputSink {
  /// The stream's name in messages, such as `standard output`.
  let name: String
  private let descriptor: Int32
  private let signals: TerminationSignals?
  /// Whether a write can block for as long as a reader likes: a pipe, socket or terminal.
  private let mayBlock: Bool

  /// The most bytes written at once where a write may block: what a pipe takes whole once
  /// `poll` says it takes more.
  private static let chunk = 4_096

  init(descriptor: Int32, name: String, signals: TerminationSignals? = nil) {
    self.descriptor = descriptor
    self.name = name
    self.signals = signals
    var status = stat()
    guard signals != nil, fstat(descriptor, &status) == 0 else {
      mayBlock = false
      return
    }
    switch FileTarget.kind(of: status) {
    case .special(.fifo), .special(.socket), .special(.device): mayBlock = true
    default: mayBlock = false
    }
  }

  func write(_ text: String) throws(OutputError) {
    var text = text
    let failure = text.withUTF8 { write(bytes: $0) }
    if let failure {
      throw OutputError(name: name, code: failure)
    }
  }

  func write(_ buffer: UTF8Buffer) throws(OutputError) {
    let failure = buffer.bytes.withUnsafeBufferPointer { write(bytes: $0) }
    if let failure {
      throw OutputError(name: name, code: failure)
    }
  }

  /// Writes `bytes` whole; returns the `errno` of a write that failed, or `EINTR` when a
  /// signal ended a wait, else `nil`.
  private func write(bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    var written = 0
    while written < bytes.count {
      guard let base = bytes.baseAddress else { return nil }
      var length = bytes.count - written
      if mayBlock {
        guard waitUntilWritable(blocking: true) else { return EINTR }
        length = min(length, Self.chunk)
      }
      let count = systemWrite(descriptor, base + written, length)
      if count > 0 {
        written += count
        continue
      }
      switch count < 0 ? errno : EIO {
      case EINTR:
        continue
      case EAGAIN, EWOULDBLOCK:
        guard waitUntilWritable(blocking: true) else { return EINTR }
      case let error:
        return error
      }
    }
    return nil
  }

  /// Waits until the descriptor takes more: at once (`blocking` false) or for as long as it
  /// takes; `false` when it does not take more and a signal came.
  private func waitUntilWritable(blocking: Bool) -> Bool {
    var requests = [pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)]
    if blocking, let signals {
      requests.append(pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0))
    }
    while true {
      let ready = poll(&requests, nfds_t(requests.count), blocking ? -1 : 0)
      if ready < 0 && errno == EINTR { continue }
      // Writable, or an error or hang-up for the next write to report.
      if ready < 0 || requests[0].revents != 0 { return true }
      return false
    }
  }
}

/// `write(2)`, named apart from ``FileDescriptorSink/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
