@_spi(Files) import Coordinator

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
}
