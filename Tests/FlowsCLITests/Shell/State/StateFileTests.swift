import Coordinator
import Foundation
import Testing

@_spi(Files) @testable import FlowsShell
@testable import GameApp

@Suite struct StateFileTests {
  let directory: URL
  let file: StateFile<SavedState>

  init() throws {
    directory = try temporaryDirectory()
    file = StateFile<SavedState>(path: directory.appending(path: "state.json").path)
  }

  @Test func noFileIsNoState() throws {
    #expect(try file.load() == nil)
  }

  @Test func aSavedStateLoadsBackAndIsWrittenAsOneLineOfJSON() throws {
    try file.save(SavedState(path: "/main/settings/profile", isLoggedIn: true))
    #expect(try file.load() == SavedState(path: "/main/settings/profile", isLoggedIn: true))
    #expect(
      try String(contentsOf: file.url, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/settings/profile","tabs":[]}"# + "\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])

    let game = SavedGame(difficulty: .easy, secret: 4, tries: 2, hint: .correct)
    let state = try SavedState(
      path: "/main/game/result", isLoggedIn: true, game: game, pendingLink: nil)
    try file.save(state)
    #expect(try file.load() == state)
    #expect(
      try String(contentsOf: file.url, encoding: .utf8)
        == #"{"game":{"difficulty":"easy","hint":"correct","secret":4,"tries":2},"#
        + #""loggedIn":true,"path":"/main/game/result","tabs":[]}"# + "\n")
    try file.save(SavedState(path: "/login", pendingLink: "/main/about"))
    #expect(
      try String(contentsOf: file.url, encoding: .utf8)
        == #"{"loggedIn":false,"path":"/login","pendingLink":"/main/about","tabs":[]}"# + "\n")
  }

  @Test func aStateWithOnlyAPathIsLoggedOut() throws {
    try Data(#"{"path":"/main/about"}"#.utf8).write(to: file.url)
    #expect(try file.load() == SavedState(path: "/main/about", isLoggedIn: false))
  }

  @Test(arguments: [
    #"{"difficulty":"normal","secret":0,"tries":0}"#,
    #"{"difficulty":"easy","secret":11,"tries":0}"#,
    #"{"difficulty":"normal","secret":5,"tries":-1}"#,
    #"{"difficulty":"normal","secret":5,"tries":2147483648}"#,
    #"{"difficulty":"normal","secret":5,"tries":0,"hint":"correct"}"#,
    #"{"difficulty":"normal","secret":5,"tries":1,"hint":"warm"}"#,
    #"{"difficulty":"medium","secret":5,"tries":1}"#,
    #"{"secret":5,"tries":1}"#,
  ])
  func aGameThatCouldNotHaveBeenPlayedIsNotAState(game: String) throws {
    try Data((#"{"loggedIn":true,"path":"/main/game","game":"# + game + "}").utf8)
      .write(to: file.url)
    #expect(throws: StateFileError(path: file.url.path, reason: "it is not a state file")) {
      try file.load()
    }
  }

  @Test func aFileThatIsNotStateIsAnError() throws {
    try Data("{\"path\": 3}".utf8).write(to: file.url)
    #expect(throws: StateFileError(path: file.url.path, reason: "it is not a state file")) {
      try file.load()
    }
    try Data(count: StateFile<SavedState>.maximumSize + 1).write(to: file.url)
    #expect(throws: StateFileError(path: file.url.path, reason: "it is larger than 65536 bytes")) {
      try file.load()
    }
  }

  @Test func aStateThatCannotBeWrittenIsAnError() throws {
    let blocked = directory.appending(path: "file")
    try Data().write(to: blocked)
    let file = StateFile<SavedState>(path: blocked.appending(path: "state.json").path)
    #expect(throws: FileWriteError.self) { try file.save(SavedState(path: "/main")) }
  }

  @Test func everyTruncationOfAStateFileIsRefused() throws {
    let saved = Data(UnreadableStateFile.saved.utf8)
    try saved.write(to: file.url)
    #expect(try file.load() != nil)
    // Without its final line break the file is whole; any shorter, it is not a state.
    for length in 0..<(saved.count - 1) {
      try saved.prefix(length).write(to: file.url)
      #expect(
        throws: StateFileError(path: file.url.path, reason: "it is not a state file"),
        "\(length) bytes"
      ) { try file.load() }
    }
  }

  @Test func versionOneOrNoneIsReadAndANewerVersionIsRefused() throws {
    try Data(#"{"path":"/main","version":1}"#.utf8).write(to: file.url)
    #expect(try file.load() == SavedState(path: "/main"))
    try Data(#"{"path":"/main","version":3,"screens":["Main"]}"#.utf8).write(to: file.url)
    #expect(
      throws: StateFileError(
        path: file.url.path,
        reason: "it was written by a newer version of flows "
          + "(state version 3; this one reads version 1)")
    ) { try file.load() }
    for version in ["0", "-1", "\"1\"", "1.5", "null"] {
      try Data(#"{"path":"/main","version":"#.utf8 + Data(version.utf8) + Data("}".utf8))
        .write(to: file.url)
      if version == "null" {
        // JSON's null is an absent version: version 1.
        #expect(try file.load() == SavedState(path: "/main"))
      } else if let number = Int(version) {
        // Issue #60: a version below 1 is named, where it was "not a state file".
        #expect(
          throws: StateFileError(
            path: file.url.path,
            reason: "it says state version \(number), which no version of flows writes "
              + "(this one reads version 1)"),
          "version \(version)"
        ) { try file.load() }
      } else {
        #expect(
          throws: StateFileError(path: file.url.path, reason: "it is not a state file"),
          "version \(version)"
        ) { try file.load() }
      }
    }
  }
}

/// The keys a state file does not know are kept in records of an array too, where the file's
/// merge does not reach (it takes arrays whole): there each record keeps its own.
@Suite struct StateFileArrayRecordTests {
  /// An app's state with a snapshot for each of its windows.
  struct Windows: Codable, Equatable {
    var windows: [NavigationSnapshot]
  }

  @Test func aSnapshotInAnArrayKeepsTheKeysItDoesNotKnow() throws {
    let directory = try temporaryDirectory()
    let file = StateFile<Windows>(path: directory.appending(path: "state.json").path)
    let written =
      #"{"theme":"dark","windows":[{"path":"/a","tabs":[],"zoom":2},{"path":"/b","tabs":["/c"]}]}"#
    try Data((written + "\n").utf8).write(to: file.url)
    let state = try #require(try file.load())
    #expect(state.windows.map(\.path.description) == ["/a", "/b"])
    try file.save(state)
    #expect(try String(contentsOf: file.url, encoding: .utf8) == written + "\n")

    // A new state, made without the file's keys: the top level's are kept by the file, and a
    // record's unknown keys go with the record (this one is new, so it has none).
    try file.save(Windows(windows: [NavigationSnapshot(path: FlowPath(parsing: "/d"))]))
    #expect(
      try String(contentsOf: file.url, encoding: .utf8)
        == #"{"theme":"dark","windows":[{"path":"/d","tabs":[]}]}"# + "\n")
  }

  /// An app's state with a snapshot for each of its windows, by a number-like name.
  struct NamedWindows: Codable, Equatable {
    var windows: [String: NavigationSnapshot]
  }

  /// An app's state with a snapshot for each of its windows, by number.
  struct NumberedWindows: Codable, Equatable {
    var windows: [Int: NavigationSnapshot]
  }

  @Test func aSnapshotUnderANumberLikeKeyIsKeptByTheFile() throws {
    let directory = try temporaryDirectory()
    let written = #"{"theme":"dark","windows":{"1":{"path":"/a","tabs":[],"zoom":2}}}"#
    let fresh = NavigationSnapshot(path: try FlowPath(parsing: "/d"))
    // A key of an object is a member's name, however it looks: the file's merge reaches it,
    // and keeps its keys under a snapshot made anew.
    let kept = #"{"theme":"dark","windows":{"1":{"path":"/d","tabs":[],"zoom":2}}}"#
    let named = StateFile<NamedWindows>(path: directory.appending(path: "named.json").path)
    try Data((written + "\n").utf8).write(to: named.url)
    #expect(try named.load()?.windows.keys.sorted() == ["1"])
    try named.save(NamedWindows(windows: ["1": fresh]))
    #expect(try String(contentsOf: named.url, encoding: .utf8) == kept + "\n")

    let numbered = StateFile<NumberedWindows>(path: directory.appending(path: "numbered.json").path)
    try Data((written + "\n").utf8).write(to: numbered.url)
    #expect(try numbered.load()?.windows.keys.sorted() == [1])
    try numbered.save(NumberedWindows(windows: [1: fresh]))
    #expect(try String(contentsOf: numbered.url, encoding: .utf8) == kept + "\n")
  }
}
