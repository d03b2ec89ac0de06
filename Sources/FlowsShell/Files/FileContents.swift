#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What reading a data or state file found; reading never blocks on a FIFO.
enum FileContents: Equatable, Sendable {
  /// Nothing is at the path.
  case missing
  /// `/dev/null`: read as empty.
  case nullDevice
  /// A directory, FIFO, socket or device, named as ``FileTarget/Kind/special(_:)`` names it.
  case special(FileTarget.Special)
  /// The bytes of a regular file; `truncated` when it holds more than the limit; `identity`
  /// names the file read, so that what is done with it later is done to that file only.
  case bytes([UInt8], truncated: Bool, identity: FileIdentity)
  /// The file exists but could not be read: what the system said.
  case unreadable(String)

  /// Reads at most `limit` bytes of the file at `path`, following symlinks.
  ///
  /// Only a regular file is opened (with `O_NONBLOCK`, and checked again with `fstat` before
  /// anything is read, should it have been replaced meanwhile), so a FIFO with no writer or a
  /// device is reported, never opened or waited on.
  static func read(_ path: String, limit: Int) -> FileContents {
    // Looked at before it is opened: opening a device or a FIFO can itself do something
    // (wake a FIFO's writer), and only a regular file is read.
    var before = stat()
    guard stat(path, &before) == 0 else {
      return errno == ENOENT || errno == ENOTDIR
        ? .missing : .unreadable(String(cString: strerror(errno)))
    }
    switch FileTarget.kind(of: before) {
    case .regular: break
    case .nullDevice: return .nullDevice
    case .special(let kind): return .special(kind)
    case .missing: return .missing
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      return errno == ENOENT || errno == ENOTDIR
        ? .missing : .unreadable(String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .unreadable(String(cString: strerror(errno)))
    }
    switch FileTarget.kind(of: status) {
    case .regular: break
    case .nullDevice: return .nullDevice
    case .special(let kind): return .special(kind)
    case .missing: return .missing
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .unreadable(String(cString: strerror(errno))) }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    let truncated = bytes.count > limit
    if truncated { bytes.removeLast(bytes.count - limit) }
    return .bytes(
      bytes, truncated: truncated,
      identity: FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)))
  }
}

/// `read(2)`, named apart from ``FileContents/read(_:limit:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

/// Which file a path held when it was read: its device and inode.
struct FileIdentity: Equatable, Sendable {
  /// The device the file is on.
  var device: UInt64
  /// The file's inode on that device.
  var inode: UInt64

  /// The identity of what `path` names now (symlinks not followed), or `nil`.
  init?(path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    self.init(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  /// The identity of the file `inode` on `device`.
  init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}
