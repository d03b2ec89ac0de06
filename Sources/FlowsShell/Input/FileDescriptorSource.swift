#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes read with `read(2)` from a file descriptor: standard input, or a SCRIPT file it opened.
///
/// With ``TerminationSignals``, a read waits on the signal pipe too, and a caught signal ends
/// the input: the session stops after the line it was running, as at the end of a script.
final class FileDescriptorSource: ByteSource {
  /// The input's name in messages: the path, or `standard input`.
  let name: String
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private let signals: TerminationSignals?
  private(set) var wasInterrupted = false

  /// Reads from `descriptor`, which the caller keeps open and closes.
  init(descriptor: Int32, name: String, signals: TerminationSignals? = nil) {
    self.descriptor = descriptor
    self.name = name
    self.signals = signals
    ownsDescriptor = false
  }

  /// Opens the file at `path` for reading; it is closed when the source is released.
  ///
  /// A directory is refused here, before the session writes anything.
  init(path: String, signals: TerminationSignals? = nil) throws(InputReadError) {
    var descriptor: Int32 = -1
    // A FIFO blocks the open until a writer comes; a signal before or during it ends the wait
    // (one landing between the check and the call is still missed, a narrow window).
    repeat {
      if signals?.isPending == true {
        throw InputReadError(name: path, reason: String(cString: strerror(EINTR)))
      }
      descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else {
      throw InputReadError(name: path, reason: String(cString: strerror(errno)))
    }
    var status = stat()
    if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
      close(descriptor)
      throw InputReadError(name: path, reason: String(cString: strerror(EISDIR)))
    }
    self.descriptor = descriptor
    self.signals = signals
    name = path
    ownsDescriptor = true
  }

  deinit {
    if ownsDescriptor {
      close(descriptor)
    }
  }

  var readiness: [Int32]? { [descriptor] + (signals.map { [$0.descriptor] } ?? []) }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    if signals != nil && !waitUntilReadable() {
      wasInterrupted = true
      return 0
    }
    while true {
      let count = systemRead(descriptor, base, buffer.count)
      if count >= 0 { return count }
      switch errno {
      case EINTR:
        continue
      case EAGAIN, EWOULDBLOCK:
        // A non-blocking descriptor inherited from the parent: wait until it is readable.
        guard waitUntilReadable() else {
          wasInterrupted = true
          return 0
        }
      default:
        throw InputReadError(name: name, reason: String(cString: strerror(errno)))
      }
    }
  }

  /// Waits until the descriptor has bytes (or its end, or an error for `read` to report);
  /// `false` when a caught signal came first.
  private func waitUntilReadable() -> Bool {
    var requests = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    if let signals {
      requests.append(pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0))
    }
    while true {
      let ready = poll(&requests, nfds_t(requests.count), -1)
      if ready < 0 && errno == EINTR { continue }
      if requests.count > 1 && requests[1].revents != 0 { return false }
      return true
    }
  }
}

/// `read(2)`, named apart from ``FileDescriptorSource/read(into:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
