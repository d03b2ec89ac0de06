import Foundation

/// The file of `--state FILE`: read at start when it exists, written atomically at exit.
///
/// The file is the app's ``ShellApp/State`` as JSON, written without a `version`, which means
/// version 1.
/// A later format is to carry a `version` above ``version``: such a file is rejected as one
/// this shell cannot know how to read, as is a file that is not a state object at all; the
/// shell then sets it aside (``setAside()``) rather than write over it. `/dev/null` keeps
/// nothing: it reads as no state and is never written. The file is written through a
/// symlink to its target, and only over a file that is empty or a state this shell reads.
struct StateFile<State: Codable & Sendable>: Sendable {
  /// The largest state file read; a real one is a few dozen bytes.
  static var maximumSize: Int { 65_536 }

  /// The version of the state format read and written here, that of a file with no `version`.
  static var version: Int { 1 }

  /// What every version of the format keeps: the object's `version`.
  private struct Header: Decodable {
    var version: Int?
  }

  let url: URL
  /// The program's name, for the messages.
  let program: String

  init(path: String, program: String = "flows") {
    url = URL(fileURLWithPath: path, isDirectory: false)
    self.program = program
  }

  /// The saved state, or `nil` when there is no file or the file is `/dev/null`.
  ///
  /// - Throws: ``StateFileError``, with ``StateFileError/isNotRegular`` set when the path
  ///   holds a directory, FIFO, socket or device; reading never waits on a FIFO.
  func load() throws(StateFileError) -> State? {
    switch FileContents.read(url.path, limit: Self.maximumSize) {
    case .missing, .nullDevice:
      return nil
    case .special(let kind):
      throw StateFileError(
        path: url.path, reason: "it is \(kind.rawValue), not a regular file", isNotRegular: true)
    case .unreadable(let reason):
      throw StateFileError(path: url.path, reason: reason)
    case .bytes(let bytes, let truncated, _):
      guard !truncated else {
        throw StateFileError(path: url.path, reason: "it is larger than \(Self.maximumSize) bytes")
      }
      return try decode(Data(bytes))
    }
  }

  /// Moves the file aside as `FILE.corrupt` (or the first free `FILE.corrupt.N`), keeping it
  /// whole; returns where it went, or `nil` when it could not be moved.
  func setAside() -> String? {
    guard let target = try? FileTarget.resolve(url.path),
      case .bytes(_, _, let identity) = FileContents.read(target.path, limit: 0)
    else { return nil }
    return DirectoryLock.withLock(on: target.directory) { SetAside.move(target, read: identity) }
  }

  /// Writes `state` atomically: a reader sees the old file or the new one whole.
  ///
  /// - Throws: ``FileWriteError`` when the file cannot be written, or when what is there is
  ///   not a regular file that is empty or a state this shell reads: that is left as it is.
  func save(_ state: State) throws(FileWriteError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard var bytes = (try? encoder.encode(state)).map(Array.init) else {
      throw FileWriteError(path: url.path, reason: "cannot encode the state")
    }
    // Read back, anything but an object (or an object with a newer `version`) is refused:
    // write only what the next session reads.
    guard bytes.first == UInt8(ascii: "{"), (try? decode(Data(bytes))) != nil else {
      throw FileWriteError(
        path: url.path, reason: "the app's state is not a JSON object \(program) reads back")
    }
    bytes.append(0x0A)
    let target = try FileTarget.resolve(url.path)
    guard target.kind != .nullDevice else { return }
    try DirectoryLock.withLock(on: target.directory) { () throws(FileWriteError) in
      // Checked again under the lock: another process may have written there meanwhile.
      let target = try FileTarget.resolve(url.path)
      if case .regular = target.kind {
        switch FileContents.read(target.path, limit: Self.maximumSize) {
        case .bytes([], _, _), .missing:
          break
        case .bytes(let existing, false, _) where (try? decode(Data(existing))) != nil:
          break
        default:
          throw FileWriteError(
            path: target.path, reason: "it is not a state file \(program) can read; left as it is")
        }
      }
      if case .special(let kind) = target.kind {
        throw .notRegular(target.path, kind: kind, program: program)
      }
      try AtomicFile.save(bytes, to: target)
    }
  }

  private func decode(_ data: Data) throws(StateFileError) -> State {
    let decoder = JSONDecoder()
    guard let header = try? decoder.decode(Header.self, from: data) else {
      throw StateFileError(path: url.path, reason: "it is not a state file")
    }
    if let version = header.version, version > Self.version {
      throw StateFileError(
        path: url.path,
        reason: "it was written by a newer version of \(program) "
          + "(state version \(version); this one reads version \(Self.version))")
    }
    guard header.version ?? Self.version == Self.version,
      let state = try? decoder.decode(State.self, from: data)
    else {
      throw StateFileError(path: url.path, reason: "it is not a state file")
    }
    return state
  }
}
