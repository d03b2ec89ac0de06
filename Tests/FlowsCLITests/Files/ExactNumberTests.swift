@_spi(Files) import Coordinator
import Foundation
import Testing

@_spi(Files) @testable import FlowsShell
@testable import GameApp
@testable import ShelfApp

/// Issue #60: a number in a file `flows` reads and writes again keeps its text exactly, and no
/// file is refused for a value under a key it does not know. On 0.1.0 `18446744073709551615`
/// became `1.8446744073709552e+19`, `-0.0` became `0`, and `1e400` made the file unreadable.
@MainActor
@Suite struct ExactNumberTests {
  /// Numbers no `Int` or `Double` writes back as they were, with some that they do.
  static let numbers =
    #""big":18446744073709551615,"huge":1e400,"neg":-0.0,"# + #""plain":[7,0.5,-12,1.50,2E-3]"#

  let directory: URL

  init() throws {
    directory = try temporaryDirectory()
  }

  @Test func aStateFileKeepsItsNumbersToTheDigit() throws {
    let file = StateFile<SavedState>(path: directory.appending(path: "state.json").path)
    try Data(
      (#"{"path":"/main","nested":{"n":1.0e+2},"# + Self.numbers + "}").utf8
    ).write(to: file.url)
    #expect(try file.load() == SavedState(path: "/main"))
    try file.save(SavedState(path: "/main/settings", isLoggedIn: true))
    #expect(
      try String(contentsOf: file.url, encoding: .utf8)
        == #"{"big":18446744073709551615,"huge":1e400,"loggedIn":true,"neg":-0.0,"#
        + #""nested":{"n":1.0e+2},"path":"/main/settings","plain":[7,0.5,-12,1.50,2E-3],"#
        + #""tabs":[]}"# + "\n")
  }

  @Test func aShelfKeepsItsNumbersToTheDigitAtTheTopAndInEachBook() throws {
    let url = directory.appending(path: "shelf.json")
    // As flows writes it: one line, keys sorted.
    let text =
      #"{"big":18446744073709551615,"books":[{"author":"Frank Herbert","id":1,"#
      + #""isbn":18446744073709551615,"rating":-0.0,"title":"Dune","weight":1e400}],"#
      + #""huge":1e400,"neg":-0.0,"onboarded":true,"plain":[7,0.5,-12,1.50,2E-3]}"#
    try Data(text.utf8).write(to: url)
    let shelf = ShelfStore(file: ShelfFile(directory: directory))
    #expect(shelf.takeNotes().isEmpty)
    shelf.update(Book(id: 1, title: "Dune (1965)", author: "Frank Herbert"))
    #expect(
      try String(contentsOf: url, encoding: .utf8)
        == text.replacingOccurrences(of: #""Dune""#, with: #""Dune (1965)""#) + "\n")
    #expect(shelf.takeNotes().isEmpty)
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) == ["shelf.json"])
  }

  @Test func settingsKeepTheirNumbersToTheDigit() throws {
    let file = SettingsFile(directory: directory)
    try Data(
      (#"{"difficulty":"easy","profile_name":"Kai","sound":true,"# + Self.numbers + "}").utf8
    ).write(to: file.url)
    #expect(
      file.load()
        == SettingsFile.Loaded(
          settings: Settings(
            difficulty: .easy, isSoundOn: true, profileName: "Kai")))
    try file.save(
      Settings(difficulty: .hard, isSoundOn: true, profileName: "Kai"), changed: ["difficulty"])
    let written = try String(contentsOf: file.url, encoding: .utf8)
    for expected in [
      #""big" : 18446744073709551615"#, #""huge" : 1e400"#, #""neg" : -0.0"#, "1.50",
      "2E-3", #""difficulty" : "hard""#,
    ] {
      #expect(written.contains(expected), "\(expected) in \(written)")
    }
  }

  @Test(arguments: [
    "18446744073709551615", "-0.0", "1e400", "-1E-400", "0", "-0", "1.50", "2e+3",
    "123456789012345678901234567890.000000000000000000001",
  ])
  func aNumberReadAndWrittenKeepsItsText(text: String) throws {
    let value = try #require(JSONValue(parsing: Array(#"{"n":[\#(text)]}"#.utf8)))
    #expect(value == .object(["n": .array([.number(try #require(JSONNumber(text: text)))])]))
    let bytes = try JSONValue.bytes(of: value)
    #expect(String(decoding: bytes, as: UTF8.self) == #"{"n":[\#(text)]}"#)
  }

  @Test(arguments: ["01", "+1", ".5", "1.", "1e", "--1", "NaN", "Infinity", "0x10", "1e+"])
  func whatIsNoJSONNumberIsRefused(text: String) {
    #expect(JSONNumber(text: text) == nil)
    #expect(JSONValue(parsing: Array("[\(text)]".utf8)) == nil)
  }

  @Test func parsingReadsWhatFoundationReads() throws {
    let text = #" {"a" : [true, false, null, "\u00e9\ud83d\ude00\n\"\/", {}], "b": {"c": []}} "#
    let value = try #require(JSONValue(parsing: Array(text.utf8)))
    #expect(value == (try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))))
    for bad in [#"{"a":1,}"#, "[1 2]", #"{"a" 1}"#, "\"\u{1}\"", "[", "", "{} {}", "tru"] {
      #expect(JSONValue(parsing: Array(bad.utf8)) == nil, "\(bad)")
    }
  }
}
