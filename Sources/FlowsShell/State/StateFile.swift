@_spi(Files) import Coordinator
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

  /// A state file as read: its JSON, and the state this version reads from it.
  struct Stored: Sendable {
    var value: JSONValue
    var state: State
  }

  /// The file under the project's one discipline (``DataFile``): a file that is not a state
  /// this shell reads is left as it is, and `/dev/null` keeps nothing.
  var file: DataFile<Stored> {
    let decode = { @Sendable (bytes: [UInt8]) -> Stored? in
      guard bytes.first == UInt8(ascii: "{"),
        let value = JSONValue(reading: bytes),
        let state = try? Self.decode(Data(bytes), path: "", program: "")
      else { return nil }
      return Stored(value: value, state: state)
    }
    return DataFile(
      path: url.path, label: "state file", maximumSize: Self.maximumSize, unreadable: .leave,
      nullDeviceKeepsNothing: true, createsDirectory: false, program: program, decode: decode)
  }

  /// Writes `state` atomically: a reader sees the old file or the new one whole.
  ///
  /// The state is the last writer's, whole; keys of the file this version does not know are
  /// kept, at every level of its objects.
  ///
  /// - Throws: ``FileWriteError`` when the file cannot be written, or when what is there is
  ///   not a regular file that is empty or a state this shell reads: that is left as it is.
  func save(_ state: State) throws(FileWriteError) {
    let file = file
    guard let ours = Self.value(of: state) else {
      throw FileWriteError(path: url.path, reason: "cannot encode the state")
    }
    // Anything but an object (or an object with a newer `version`) is refused: write only
    // what the next session reads.
    guard case .object = ours, Self.bytes(of: ours).flatMap(file.decode) != nil else {
      throw FileWriteError(
        path: url.path, reason: "the app's state is not a JSON object \(program) reads back")
    }
    try file.update { found throws(FileWriteError) in
      var merged = ours
      if let found, let roundTripped = Self.value(of: found.state) {
        merged = ours.keepingUnknownKeys(of: found.value, roundTripped: roundTripped)
      }
      guard let bytes = Self.bytes(of: merged) else {
        throw FileWriteError(path: url.path, reason: "cannot encode the state")
      }
      return bytes
    }
  }

  /// `value` as JSON, through a ``JSONValue``, its numbers to the digit.
  private static func value(of value: some Encodable) -> JSONValue? {
    guard let bytes = try? JSONValue.bytes(of: value) else { return nil }
    return JSONValue(reading: bytes)
  }

  /// The file's bytes for `value`: one line, sorted keys, numbers as they were read.
  private static func bytes(of value: JSONValue) -> [UInt8]? {
    guard let bytes = try? JSONValue.bytes(of: value) else { return nil }
    return bytes + [0x0A]
  }

  private func decode(_ data: Data) throws(StateFileError) -> State {
    try Self.decode(data, path: url.path, program: program)
  }

  private static func decode(
    _ data: Data, path: String, program: String
  ) throws(StateFileError) -> State {
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    // The merge of `save(_:)` keeps the keys the state does not know; a state that would keep
    // them too would make them look known, and a new state written without them would drop them.
    if let document = JSONValue(reading: Array(data)) {
      userInfo[.unknownKeysKeptByTheFile] = document
    }
    guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
      throw StateFileError(path: path, reason: "it is not a state file")
    }
    if let version = header.version, version > Self.version {
      throw StateFileError(
        path: path,
        reason: "it was written by a newer version of \(program) "
          + "(state version \(version); this one reads version \(Self.version))")
    }
    if let version = header.version, version < Self.version {
      throw StateFileError(
        path: path,
        reason: "it says state version \(version), which no version of \(program) writes "
          + "(this one reads version \(Self.version))")
    }
    guard let state = try? JSONValue.decode(State.self, from: Array(data), userInfo: userInfo)
    else {
      throw StateFileError(path: path, reason: "it is not a state file")
    }
    return state
  }
}
