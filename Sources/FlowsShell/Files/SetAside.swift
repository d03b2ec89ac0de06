#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Moves a file the app cannot read out of the way, keeping it whole for the person to look at.
///
/// `settings.json` becomes `settings.json.corrupt`; if that name is taken, the first free one
/// of `settings.json.corrupt.2`, `.3`, …: the names never run out. Nothing is replaced: the move is a hard link under the
/// new name, then the removal of the old one (or, where the file system has no hard links, a
/// rename to a name checked to be free). The caller holds the ``DirectoryLock`` of the
/// file's directory, and names the file it read: if another process replaced it meanwhile (say,
/// set the corrupt file aside itself and saved a good one), nothing is moved.
enum SetAside {
  /// Moves `target`, a regular file, aside as `NAME.suffix`; returns the new path, or `nil`
  /// when it could not be moved or is no longer the file `read` (it is then left where it is).
  static func move(
    _ target: FileTarget, read identity: FileIdentity, suffix: String = "corrupt"
  ) -> String? {
    guard FileIdentity(path: target.path) == identity else { return nil }
    // Up to Int.max names: in practice, until a free one is found.
    for number in 1...Int.max {
      let candidate = target.path + "." + suffix + (number == 1 ? "" : ".\(number)")
      if link(target.path, candidate) == 0 {
        unlink(target.path)
        return candidate
      }
      switch errno {
      case EEXIST:
        continue
      case EPERM, ENOTSUP, EOPNOTSUPP, EMLINK, ENOSYS:
        var status = stat()
        guard lstat(candidate, &status) != 0, errno == ENOENT else { continue }
        return rename(target.path, candidate) == 0 ? candidate : nil
      default:
        return nil
      }
    }
    return nil
  }
}
