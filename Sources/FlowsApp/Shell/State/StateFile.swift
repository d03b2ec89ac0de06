import Foundation

/// The file of `--state FILE`: read at start when it exists, written atomically at exit.
///
/// The file is a ``SavedState`` as JSON, written without a `version`, which means version 1.
/// A later format is to carry a `version` above ``version``: such a file is rejected as one
/// this `flows` cannot know how to read, as is a file that is not a state object at all.
struct StateFile: Sendable {
  /// The largest state file read; a real one is a few dozen bytes.
  static let maximumSize = 65_536

  /// The version of the state format read and written here, that of a file with no `version`.
  static let version = 1

  /// What every version of the format keeps: the object's `version`.
  private struct Header: Decodable {
    var version: Int?
  }

  let url: URL

  init(path: String) {
    url = URL(fileURLWithPath: path, isDirectory: false)
  }

  /// The saved state, or `nil` when there is no file.
  func load() throws(StateFileError) -> SavedState? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw StateFileError(path: url.path, reason: "cannot open it")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: Self.maximumSize + 1) ?? Data()
    } catch {
      throw StateFileError(path: url.path, reason: "cannot read it")
    }
    guard data.count <= Self.maximumSize else {
      throw StateFileError(path: url.path, reason: "it is larger than \(Self.maximumSize) bytes")
    }
    let decoder = JSONDecoder()
    guard let header = try? decoder.decode(Header.self, from: data) else {
      throw StateFileError(path: url.path, reason: "it is not a state file")
    }
    if let version = header.version, version > Self.version {
      throw StateFileError(
        path: url.path,
        reason: "it was written by a newer version of flows "
          + "(state version \(version); this one reads version \(Self.version))")
    }
    guard header.version ?? Self.version == Self.version,
      let state = try? decoder.decode(SavedState.self, from: data)
    else {
      throw StateFileError(path: url.path, reason: "it is not a state file")
    }
    return state
  }

  /// Writes `state` atomically: a reader sees the old file or the new one whole.
  func save(_ state: SavedState) throws(FileWriteError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and flags always encode.
    var data = (try? encoder.encode(state)) ?? Data()
    data.append(0x0A)
    try AtomicFile.save(data, to: url)
  }
}
