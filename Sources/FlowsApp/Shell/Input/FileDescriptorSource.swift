#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes read with `read(2)` from a file descriptor: standard input, or a SCRIPT file it opened.
final class FileDescriptorSource: ByteSource {
  /// The input's name in messages: the path, or `standard input`.
  let name: String
  private let descriptor: Int32
  private let ownsDescriptor: Bool

  /// Reads from `descriptor`, which the caller keeps open and closes.
  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
    ownsDescriptor = false
  }

  /// Opens the file at `path` for reading; it is closed when the source is released.
  init(path: String) throws(InputReadError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw InputReadError(name: path, reason: String(cString: strerror(errno)))
    }
    self.descriptor = descriptor
    name = path
    ownsDescriptor = true
  }

  deinit {
    if ownsDescriptor {
      close(descriptor)
    }
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let count = systemRead(descriptor, base, buffer.count)
      if count >= 0 { return count }
      switch errno {
      case EINTR:
        continue
      case EAGAIN, EWOULDBLOCK:
        // A non-blocking descriptor inherited from the parent: wait until it is readable.
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
      default:
        throw InputReadError(name: name, reason: String(cString: strerror(errno)))
      }
    }
  }
}

/// `read(2)`, named apart from ``FileDescriptorSource/read(into:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
