#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a path names once its symlinks are followed, and what kind of file it is.
///
/// Writes go to ``path``, so a symlinked data or state file stays a link and its target
/// changes; reads and the checks before a write look at ``kind``, so that nothing but a
/// regular file is ever replaced.
@_spi(Files)
public struct FileTarget: Equatable, Sendable {
  /// What is at the path.
  public enum Kind: Equatable, Sendable {
    /// Nothing: a write creates the file (a dangling link's target included).
    case missing
    /// A regular file, with its mode bits and owner, which a replacement keeps.
    case regular(mode: UInt32, owner: UInt32, group: UInt32)
    /// `/dev/null` (or another name for it).
    case nullDevice
    /// A directory, FIFO, socket or device: never read as data, never replaced.
    case special(Special)
  }

  /// What a path that is not a regular file holds; the raw value is how messages name it.
  public enum Special: String, Equatable, Sendable {
    /// A directory.
    case directory = "a directory"
    /// A FIFO, a named pipe.
    case fifo = "a FIFO"
    /// A socket.
    case socket = "a socket"
    /// A device other than `/dev/null`.
    case device = "a device"
  }

  /// The most symlinks followed, as the kernel's own limit for a path.
  public static let maximumLinks = 40

  /// The path with its symlinks followed: the file itself, or where a dangling link points.
  public let path: String
  /// What is at ``path`` now.
  public let kind: Kind

  /// The directory that holds ``path``, where a replacement's temporary file is made.
  public var directory: String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of ``path``.
  public var name: String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  /// Follows the symlinks of `path` (its last component; the kernel follows the others).
  public static func resolve(_ path: String) throws(FileWriteError) -> FileTarget {
    var current = path
    for _ in 0...maximumLinks {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        let error = errno
        guard error == ENOENT else { throw FileWriteError(path: path, code: error) }
        return FileTarget(path: current, kind: .missing)
      }
      guard status.st_mode & S_IFMT == S_IFLNK else {
        return FileTarget(path: current, kind: kind(of: status))
      }
      guard let link = readLink(current) else { throw FileWriteError(path: path, code: errno) }
      if link.hasPrefix("/") {
        current = link
      } else {
        current = FileTarget(path: current, kind: .missing).directory + "/" + link
      }
    }
    throw FileWriteError(path: path, code: ELOOP)
  }

  /// What `status`, a file's `stat` that is not a symlink, says it is.
  static func kind(of status: stat) -> Kind {
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      return .regular(
        mode: UInt32(status.st_mode & 0o7777), owner: UInt32(status.st_uid),
        group: UInt32(status.st_gid))
    case S_IFDIR:
      return .special(.directory)
    case S_IFIFO:
      return .special(.fifo)
    case S_IFSOCK:
      return .special(.socket)
    case S_IFCHR:
      var null = stat()
      if stat("/dev/null", &null) == 0, null.st_rdev == status.st_rdev,
        null.st_mode & S_IFMT == S_IFCHR
      {
        return .nullDevice
      }
      return .special(.device)
    default:
      return .special(.device)
    }
  }

  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
