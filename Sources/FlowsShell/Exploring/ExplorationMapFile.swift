@_spi(Files) import Coordinator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file `--map FILE` writes, drawn in the format its extension names, under the discipline
/// every file the shell writes shares (``DataFile``): atomic, through a symlink to its target,
/// locked, never over something that is not a regular file or not a text file.
struct ExplorationMapFile {
  let path: String
  let program: String

  /// Writes `map` in the format of the file's extension.
  func write(_ map: ExplorationMap) throws(FileWriteError) {
    let text = map.rendered(as: ExplorationMap.format(forFile: path) ?? .html)
    let file = DataFile<String>(
      path: path, label: "map file", maximumSize: 1 << 28, unreadable: .leave,
      createsDirectory: false, program: program
    ) { String(validating: $0, as: UTF8.self) }
    try file.update { _ in Array(text.utf8) }
  }

  /// Throws what ``write(_:)`` would surely throw, before an exploration spends its time:
  /// something at the path that is not a regular file, or no directory to hold it.
  func check() throws(FileWriteError) {
    let target = try FileTarget.resolve(path)
    switch target.kind {
    case .special(let kind): throw .notRegular(target.path, kind: kind, program: program)
    case .nullDevice: throw .notRegular(target.path, kind: .device, program: program)
    case .missing, .regular: break
    }
    var status = stat()
    guard stat(target.directory, &status) == 0 else {
      throw FileWriteError(path: path, code: errno)
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw FileWriteError(path: path, code: ENOTDIR)
    }
  }
}
