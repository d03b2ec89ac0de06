import Foundation
import Testing

@_spi(Files) @testable import FlowsShell
@testable import GameApp

/// Finding 2: a `--state` file that flows refuses to read (not a state, a newer version,
/// too large) is never written over: it is set aside whole, under a name that replaces
/// nothing, and the session's state is saved in its place.
@Suite struct RefusedStateFileTests {
  let directory: URL

  init() throws {
    directory = try temporaryDirectory()
  }

  private func run(_ state: URL, _ lines: [String]) throws -> FlowsBinary.Run {
    try FlowsBinary.run(
      ["--quiet", "--data-dir", directory.appending(path: "data").path, "--state", state.path],
      input: Data(lines.joined(separator: "\n").utf8), in: directory)
  }

  @Test func notesGivenAsTheStateFileAreKeptWholeBesideIt() throws {
    let notes = directory.appending(path: "notes.txt")
    let text = Data("Buy milk.\nCall Ada about the demo.\n".utf8)
    try text.write(to: notes)
    let first = try run(notes, ["login Ada", "verify 123456"])
    #expect(
      first.standardError
        == "flows: warning: cannot read state file \(notes.path): it is not a state file; "
        + "moved it to \(notes.path).corrupt\n")
    #expect(first.status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: notes.path + ".corrupt")) == text)
    #expect(
      try String(contentsOf: notes, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main","tabs":[]}"# + "\n")

    // Again, with the first copy still there: the second goes beside it, replacing nothing.
    let more = Data("Second list.\n".utf8)
    try more.write(to: notes)
    let second = try run(notes, [":path"])
    #expect(second.standardOutput == "/login\n")
    #expect(second.standardError.hasSuffix("moved it to \(notes.path).corrupt.2\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: notes.path + ".corrupt")) == text)
    #expect(try Data(contentsOf: URL(fileURLWithPath: notes.path + ".corrupt.2")) == more)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["notes.txt", "notes.txt.corrupt", "notes.txt.corrupt.2", "stderr", "stdin", "stdout"])
  }

  @Test func aStateOfANewerVersionIsSetAsideNotDowngraded() throws {
    let state = directory.appending(path: "state.json")
    let newer = Data(#"{"path":"/books/2","tabs":["books"],"version":2}"#.utf8)
    try newer.write(to: state)
    let run = try run(state, ["login Ada"])
    #expect(run.status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: state.path + ".corrupt")) == newer)
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":false,"path":"/login/otp","tabs":[]}"#
        + "\n")
  }

  @Test func aFileThatIsNoStateWhenTheSessionEndsIsNotWrittenOver() throws {
    let file = StateFile<SavedState>(path: directory.appending(path: "state.json").path)
    try file.save(SavedState(path: "/main"))
    // Written meanwhile by someone else: flows leaves it and says so.
    let notes = Data("not a state\n".utf8)
    try notes.write(to: file.url)
    #expect(
      throws: FileWriteError(
        path: file.url.path, reason: "it is not a state file flows can read; left as it is")
    ) { try file.save(SavedState(path: "/main/about")) }
    #expect(try Data(contentsOf: file.url) == notes)
    // An empty file is taken as a place for the state.
    try Data().write(to: file.url)
    try file.save(SavedState(path: "/main/about"))
    #expect(try file.load() == SavedState(path: "/main/about"))
  }
}
