import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

/// Finding 5: two sessions on one data directory never undo each other's changes, and keys
/// that only a newer version knows survive a change made by this one.
@Suite struct SharedDataDirectoryTests {
  let directory: URL
  let data: URL
  var settings: URL { data.appending(path: "settings.json") }

  init() throws {
    directory = try temporaryDirectory()
    data = directory.appending(path: "data", directoryHint: .isDirectory)
  }

  private func shell() throws -> DrivenShell {
    let shell = try DrivenShell(["--quiet", "--data-dir", data.path], in: directory)
    for line in ["login Ada", "verify 123456", "settings"] {
      try shell.send(line)
    }
    #expect(try shell.ask(":path") == "/main/settings\n")
    return shell
  }

  private func fields() throws -> [String: String] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: settings))
    return try #require(object as? [String: Any]).mapValues { "\($0)" }
  }

  @Test func twoSessionsThatBothSavedKeepBothChanges() throws {
    // Both start on the defaults; A changes the difficulty, then B the sound.
    let first = try shell()
    let second = try shell()
    try first.send("difficulty hard")
    #expect(try first.ask(":path") == "/main/settings\n")
    try second.send("sound off")
    #expect(try second.ask(":path") == "/main/settings\n")
    #expect(try first.finish().status == 0)
    #expect(try second.finish().status == 0)
    #expect(try fields() == ["difficulty": "hard", "sound": "0", "profile_name": "Player"])
  }

  @Test func twoSessionsChangingAtOnceLoseNoUpdate() throws {
    // Each flips its own key many times, ending on a value the other never writes.
    let first = try shell()
    let second = try shell()
    try second.send("profile")
    for round in 0..<300 {
      try first.send(round % 2 == 0 ? "difficulty easy" : "difficulty hard")
      try second.send(round % 2 == 0 ? "name Kai" : "name Lin")
    }
    let ends = [try first.finish(), try second.finish()]
    #expect(ends.map(\.status) == [0, 0], "\(ends.map(\.stderr))")
    #expect(try fields() == ["difficulty": "hard", "sound": "1", "profile_name": "Lin"])
  }

  @Test func keysANewerVersionWroteAreKept() throws {
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data(
      #"{"difficulty":"easy","profile_name":"Kai","sound":true,"theme":{"accent":"teal","dark":true},"volume":7}"#
        .utf8
    ).write(to: settings)
    let run = try FlowsBinary.run(
      ["--quiet", "--data-dir", data.path],
      input: Data("login Ada\nverify 123456\nsettings\nsound off\n".utf8), in: directory)
    #expect(run == FlowsBinary.Run(stdout: Data(), stderr: Data(), status: 0))
    #expect(
      try String(contentsOf: settings, encoding: .utf8)
        == """
        {
          "difficulty" : "easy",
          "profile_name" : "Kai",
          "sound" : false,
          "theme" : {
            "accent" : "teal",
            "dark" : true
          },
          "volume" : 7
        }
        """)
  }
}
