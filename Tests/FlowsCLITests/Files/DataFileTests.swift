@_spi(Files) import Coordinator
import Foundation
import Testing

@_spi(Files) @testable import FlowsShell
@testable import GameApp

/// The one file discipline every file flows writes goes through: merged under the lock,
/// never written when it would not be read back, unknown keys kept, unreadable files kept.
@Suite struct DataFileTests {
  let directory: URL
  var path: String { directory.appending(path: "data.json").path }

  init() throws {
    directory = try temporaryDirectory()
  }

  /// A file of JSON objects of at most `limit` bytes.
  private func file(
    limit: Int = 64, unreadable: DataFile<JSONValue>.Unreadable = .setAside
  ) -> DataFile<JSONValue> {
    DataFile(
      path: path, label: "test file", maximumSize: limit, unreadable: unreadable,
      decode: { bytes in
        let value = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        return value?.isObject == true ? value : nil
      })
  }

  private var text: String? { try? String(contentsOfFile: path, encoding: .utf8) }

  @Test func aMergeSeesTheFileAsItIsNowAndItsResultIsWritten() throws {
    try file().update { found in
      #expect(found == nil)
      return Array(#"{"a":1}"#.utf8)
    }
    try file().update { found in
      #expect(found == .object(["a": .number(1)]))
      return Array(#"{"a":1,"b":2}"#.utf8)
    }
    #expect(text == #"{"a":1,"b":2}"#)
    #expect(file().read() == .contents(.object(["a": .number(1), "b": .number(2)])))
  }

  @Test func whatWouldNotBeReadBackIsNotWritten() throws {
    try Data(#"{"a":1}"#.utf8).write(to: URL(filePath: path))
    #expect(
      throws: FileWriteError(
        path: path, reason: "it would be 65 bytes, more than the 64 flows reads; not written")
    ) { try file().update { _ in Array(repeating: UInt8(ascii: " "), count: 63) + [0x7B, 0x7D] } }
    #expect(
      throws: FileWriteError(
        path: path, reason: "what would be written is not a test file flows reads back; not written"
      )
    ) { try file().update { _ in Array("[1]".utf8) } }
    #expect(text == #"{"a":1}"#)
  }

  @Test func anUnreadableFileIsSetAsideUnderAFreeNameOrLeft() throws {
    for number in 1...10 {
      try Data("old".utf8).write(
        to: URL(filePath: path + ".corrupt" + (number == 1 ? "" : ".\(number)")))
    }
    try Data("not json".utf8).write(to: URL(filePath: path))
    #expect(
      throws: FileWriteError(
        path: path, reason: "it is not a test file flows can read; left as it is")
    ) { try file(unreadable: .leave).update { _ in Array("{}".utf8) } }
    #expect(text == "not json")
    let warnings = try file().update { found in
      #expect(found == nil)
      return Array("{}".utf8)
    }
    #expect(warnings == ["test file \(path) was corrupt; moved it to \(path).corrupt.11"])
    #expect(try String(contentsOfFile: path + ".corrupt.11", encoding: .utf8) == "not json")
    try Data("still not json".utf8).write(to: URL(filePath: path))
    #expect(file().read() == .corrupt(setAsideTo: path + ".corrupt.12"))
  }

  @Test func unknownKeysAreKeptAtEveryLevelAndKnownOnesAreNotBroughtBack() throws {
    // Saved by a newer version: a key at the top, one in the game, and a game this one ends.
    let state = StateFile<SavedState>(path: path)
    try Data(
      #"{"game":{"difficulty":"easy","mode":"timed","secret":4,"tries":1},"loggedIn":true,"path":"/main/game","theme":"dark"}"#
        .utf8
    ).write(to: URL(filePath: path))
    try state.save(
      SavedState(
        path: "/main/game", isLoggedIn: true, game: SavedGame(difficulty: .hard, secret: 9)))
    #expect(
      text
        == #"{"game":{"difficulty":"hard","mode":"timed","secret":9,"tries":0},"loggedIn":true,"path":"/main/game","tabs":[],"theme":"dark"}"#
        + "\n")
    // The game is over: its key, one this version knows, stays out.
    try state.save(SavedState(path: "/main", isLoggedIn: true))
    #expect(text == #"{"loggedIn":true,"path":"/main","tabs":[],"theme":"dark"}"# + "\n")
  }

  @Test func theNullDeviceKeepsNothingWhereItMayAndIsRefusedElsewhere() throws {
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
    let keeping = DataFile(
      path: path, label: "test file", maximumSize: 64, nullDeviceKeepsNothing: true,
      decode: { $0 })
    #expect(keeping.read() == .missing)
    #expect(try keeping.update { _ in Array("x".utf8) } == [])
    #expect(file().read() == .nullDevice)
    #expect(
      throws: FileWriteError.notRegular("/dev/null", kind: .device, program: "flows")
    ) { try file().update { _ in Array("{}".utf8) } }
  }
}

extension JSONValue {
  fileprivate var isObject: Bool {
    if case .object = self { return true }
    return false
  }
}
