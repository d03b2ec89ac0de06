import FlowsShell
import Foundation
import Testing

@testable import GameApp
@testable import ShelfApp

/// `--explore` and `--map` on the command line: what they print, what they refuse, and that
/// the person's data is read, never written.
@MainActor
@Suite struct ExploreCommandTests {
  let shelf = ShellCommandLine(ShelfCommand.description, options: ShelfOptions.self) {
    ShelfCommand.makeApp($0)
  }

  /// The modification date and bytes of every entry under `directory`, symlinks as links.
  func contents(of directory: URL) throws -> [String: String] {
    var found: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      let path = directory.appending(path: name).path
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
      let bytes = link == nil ? (FileManager.default.contents(atPath: path) ?? Data()) : Data()
      found[name] =
        "\(attributes[.modificationDate] ?? "?") \(link ?? "") \(bytes.base64EncodedString())"
    }
    return found
  }

  @Test func theDataGivenIsCopiedInAndNeverWritten() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = directory.appending(path: "data")
    // A shelf past its onboarding, and a link to a file outside the data directory.
    _ = await shelf.run(
      arguments: ["--data-dir", data.path], input: Array("start\n".utf8))
    let outside = directory.appending(path: "outside.txt")
    try Data("mine\n".utf8).write(to: outside)
    try FileManager.default.createSymbolicLink(
      at: data.appending(path: "notes.json"), withDestinationURL: outside)
    let before = try contents(of: data)
    // The exploration's own temporary directory is made in one of the test's.
    let temporary = directory.appending(path: "tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)

    let transcript = await shelf.run(
      arguments: ["--data-dir", data.path, "--explore", "3"],
      environment: ["TMPDIR": temporary.path])
    // Past the onboarding, the exploration starts at the tabs: no `start` in any script.
    #expect(
      transcript
        == HeadlessTranscript(
          output: "explored 128 places, 583 moves, depth 3: 0 violations\n", errors: "", status: 0))
    #expect(try contents(of: data) == before)
    #expect(try String(contentsOf: outside, encoding: .utf8) == "mine\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  @Test func theSampleCodeIsTheOneTheGameSends() async throws {
    let game = ShellCommandLine(GameCommand.description, options: GameOptions.self) {
      GameCommand.makeApp($0)
    }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = directory.appending(path: "data").path
    // With a code of its own, `verify` is tried with that code: Main and beyond are reached.
    for code in ["123456", "654321"] {
      let transcript = await game.run(arguments: [
        "--seed", "7", "--otp-code", code, "--data-dir", data, "--explore", "4",
      ])
      #expect(transcript.output == "explored 17 places, 92 moves, depth 4: 0 violations\n")
    }
  }

  @Test func theMapIsWrittenInItsFilesFormat() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let map = directory.appending(path: "shelf.mmd")
    let transcript = await shelf.run(
      arguments: [
        "--data-dir", directory.appending(path: "data").path, "--explore", "1", "--map", map.path,
      ])
    #expect(transcript.status == 0)
    let text = try String(contentsOf: map, encoding: .utf8)
    #expect(text.hasPrefix("flowchart"))
  }

  @Test func aMapThatIsADirectoryIsLeftAndTheStatusIs74() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let map = directory.appending(path: "map.html", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: map, withIntermediateDirectories: false)
    let transcript = await shelf.run(
      arguments: [
        "--data-dir", directory.appending(path: "data").path, "--explore", "1", "--map", map.path,
      ])
    #expect(transcript.status == 74)
    #expect(transcript.errors.contains("map.html"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: map.path) == [])
  }

  @Test(arguments: [
    (["--explore", "13"], "option --explore takes a number of lines from 1 to 12, not \"13\""),
    (["--explore", "+3"], "option --explore takes a number of lines from 1 to 12, not \"+3\""),
    (["--map", "m.html"], "option --map needs --explore N"),
    (
      ["--explore", "2", "--map", "m.svg"],
      "option --map writes a .html, .dot or .mmd file, not \"m.svg\""
    ),
    (["--explore", "2", "script.flows"], "--explore reads no SCRIPT, not \"script.flows\""),
    (["--explore", "2", "--state", "s.json"], "option --state is not available with --explore"),
  ])
  func aBadExplorationIsRefused(arguments: [String], message: String) async {
    let transcript = await shelf.run(arguments: arguments)
    #expect(transcript.status == 64)
    #expect(transcript.output == "")
    #expect(transcript.errors.hasPrefix("flows: \(message)\n"))
  }
}
