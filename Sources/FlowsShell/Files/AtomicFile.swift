#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole files atomically: a new temporary file beside the target, flushed, then renamed.
///
/// A reader, or a process killed at any moment, sees the old file or the new one whole. The
/// write goes through a symlink to its target, and only a regular file or nothing is ever
/// replaced. The temporary file has a random name, is created with `O_EXCL | O_NOFOLLOW` (a
/// file or link planted under that name is never opened), and is removed if the write fails;
/// only a signal the shell does not catch (`SIGKILL`, or a crash) between its creation and the
/// rename leaves it behind. A replaced file keeps its mode and, where the process may set it,
/// its owner; a new one gets 0666 less the umask.
enum AtomicFile {
  /// How many random names are tried before giving up, should all of them be taken.
  static let attempts = 16

  /// Replaces the file at `path` (or its symlink's target) with `data`.
  ///
  /// - Throws: ``FileWriteError`` when the target is not a regular file or cannot be
  ///   written; the file on disk is then unchanged.
  static func save(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    let target = try FileTarget.resolve(path)
    try save(bytes, to: target)
  }

  /// Replaces `target`, already resolved, with `data`.
  static func save(_ bytes: [UInt8], to target: FileTarget) throws(FileWriteError) {
    switch target.kind {
    case .missing, .regular: break
    case .nullDevice: throw .notRegular(target.path, kind: .device)
    case .special(let kind): throw .notRegular(target.path, kind: kind)
    }
    let (descriptor, temporary) = try create(beside: target)
    var failure: Int32 = 0
    if case .regular(let mode, let owner, let group) = target.kind {
      // chown first: it may clear the set-id bits that chmod then restores. An owner the
      // process may not give is left as it is; the mode is always kept.
      _ = fchown(descriptor, owner, group)
      if fchmod(descriptor, mode_t(mode)) != 0 { failure = errno }
    }
    if failure == 0 { failure = writeAll(bytes, to: descriptor) }
    if failure == 0 && fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temporary, target.path) != 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw FileWriteError(path: target.path, code: failure)
    }
    syncDirectory(target.directory)
  }

  /// A new file with a random name in `target`'s directory, open for writing.
  private static func create(
    beside target: FileTarget
  ) throws(FileWriteError) -> (Int32, String) {
    // Created no more open than the file it replaces, so that what is written into it is never
    // readable by someone the target keeps out; the exact mode is set once it exists.
    var mode: mode_t = 0o666
    if case .regular(let existing, _, _) = target.kind {
      mode = mode_t(existing) & 0o777
    }
    var random = SystemRandomNumberGenerator()
    for _ in 0..<attempts {
      let suffix = String(UInt64.random(in: .min ... .max, using: &random), radix: 16)
      let temporary = "\(target.directory)/.\(target.name).\(suffix).tmp"
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, mode)
      if descriptor >= 0 { return (descriptor, temporary) }
      guard errno == EEXIST || errno == EINTR else {
        // Named by the file asked for: the temporary name means nothing to the person.
        throw FileWriteError(path: target.path, code: errno)
      }
    }
    throw FileWriteError(path: target.path, reason: "no free temporary name in its directory")
  }

  /// Writes every byte, retrying short writes and interruptions; returns `errno`, or 0.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var written = 0
      while written < buffer.count {
        let count = write(descriptor, base + written, buffer.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return count < 0 ? errno : EIO }
        written += count
      }
      return 0
    }
  }

  /// Flushes the directory, so that the rename outlives a power failure; best effort.
  private static func syncDirectory(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
