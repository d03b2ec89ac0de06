import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole files atomically: a temporary file beside the target, flushed, then renamed.
///
/// A reader, or a process killed at any moment, sees the old file or the new one whole.
enum AtomicFile {
  /// Writes `data` to a temporary file in `url`'s directory, flushes it, and renames it over `url`.
  static func save(_ data: Data, to url: URL) throws(FileWriteError) {
    let temporary = url.deletingLastPathComponent().appending(
      path: "\(url.lastPathComponent).\(getpid()).tmp", directoryHint: .notDirectory)
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FileWriteError(path: temporary.path, reason: String(cString: strerror(errno)))
    }
    var written = 0
    var failure: Int32 = 0
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      while written < bytes.count {
        let count = write(descriptor, base + written, bytes.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          failure = errno
          break
        }
        written += count
      }
    }
    if written == data.count && fsync(descriptor) != 0 {
      failure = errno
    }
    close(descriptor)
    if written == data.count && failure == 0 && rename(temporary.path, url.path) != 0 {
      failure = errno
    }
    guard written == data.count, failure == 0 else {
      unlink(temporary.path)
      throw FileWriteError(
        path: url.path, reason: String(cString: strerror(failure == 0 ? EIO : failure)))
    }
  }
}
