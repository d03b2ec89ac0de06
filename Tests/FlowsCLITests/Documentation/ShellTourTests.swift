import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

/// The shell sessions of `Documentation/ShellTour.md`, and the README's, are real: each is
/// replayed in-process and must read the same, character for character.
@MainActor
@Suite struct ShellTourTests {
  let directory: URL
  /// The fenced blocks of the tour, in order: the session at a terminal, the deep links, the
  /// script, the JSON.
  let listings: [[Substring]]
  /// The fenced blocks of the README's section "The shell": one session at a terminal.
  let readmeListings: [[Substring]]
  /// The tour's text.
  let tour: String

  init() throws {
    directory = try temporaryDirectory()
    let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
    tour = try String(
      contentsOfFile: (root + ["Documentation", "ShellTour.md"]).joined(separator: "/"),
      encoding: .utf8)
    listings = Self.listings(in: Substring(tour))
    let readme = try String(
      contentsOfFile: (root + ["README.md"]).joined(separator: "/"), encoding: .utf8)
    let section = try #require(
      readme.split(separator: "\n## ").first { $0.hasPrefix("The shell\n") })
    readmeListings = Self.listings(in: section)
  }

  /// Where settings go, instead of the person's home directory.
  private var dataDirectory: [String] { ["--data-dir", directory.appending(path: "data").path] }

  @Test func theTourHasTheFourSessionsThisSuiteReplays() {
    #expect(listings.count == 4)
    #expect(readmeListings.count == 1)
  }

  /// What the README shows for `session` and what replaying its typed lines puts on the screen.
  /// A session at a terminal starts with the banner, which only the prompt that edits lines
  /// writes (when standard output is a terminal too); the replay reads lines without it.
  private func replay(_ session: [Substring]) async -> (shown: String, replayed: String) {
    #expect(session.first.map(String.init) == GameCommand.program.usage.banner)
    let session = session.dropFirst()
    let run = await Terminal.run(
      ["--seed", "7"] + dataDirectory, typing: Self.typed(in: Array(session)))
    // At a terminal, a rejected line does not change the exit status.
    #expect(run.status == .success)
    return (session.joined(separator: "\n") + "\n", run.screen)
  }

  @Test func theSessionAtATerminalIsReal() async throws {
    let session = try #require(listings.first)
    let (shown, replayed) = await replay(session)
    #expect(replayed == shown)
  }

  @Test func theReadmeSessionIsReal() async throws {
    let session = try #require(readmeListings.first)
    let (shown, replayed) = await replay(session)
    #expect(replayed == shown)
  }

  @Test func aSessionThatDriftedIsFound() async throws {
    let session = try #require(listings.first)
    let hint = try #require(session.firstIndex(of: "  too high"))
    var drifted = session
    drifted[hint] = "  too low"
    let (shown, replayed) = await replay(drifted)
    #expect(replayed != shown)
    #expect(Self.typed(in: drifted) == Self.typed(in: session))
  }

  @Test func theDeepLinkSessionIsReal() async throws {
    let session = try #require(listings.dropFirst().first)
    // As the README says, it starts after these four lines; `:quit` ends it.
    let before = ["login Ada", "verify 123456", "settings", "profile"]
    let run = await Terminal.run(
      dataDirectory, typing: before + Self.typed(in: session) + [":quit"])
    var lines = run.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.suffix(2) == ["flows /main/about/licenses> :quit", ""])
    lines.removeLast(2)
    #expect(Array(lines.suffix(session.count)) == session)
  }

  @Test func theScriptWithAFailedExpectationIsReal() async throws {
    // $ cat smoke.flows / the script / $ flows OPTIONS smoke.flows / what it writes /
    // $ echo $? / the status.
    let listing = try #require(listings.dropFirst(2).first)
    let commands = listing.indices.filter { listing[$0].hasPrefix("$ ") }
    #expect(commands.count == 3)
    guard commands.count == 3 else { return }
    #expect(listing[commands[0]] == "$ cat smoke.flows")
    #expect(listing[commands[2]] == "$ echo $?")
    let script = listing[(commands[0] + 1)..<commands[1]].joined(separator: "\n") + "\n"
    var command = listing[commands[1]].split(separator: " ").map(String.init)
    #expect(command.first == "$" && command.dropFirst().first == "flows")
    // The listing keeps the script's settings apart, as every script should; here, in the
    // suite's directory.
    let dataDir = try #require(command.firstIndex(of: "--data-dir"))
    command.removeSubrange(dataDir...(dataDir + 1))
    let written = listing[(commands[1] + 1)..<commands[2]].joined(separator: "\n") + "\n"
    let status = try #require(Int32(listing[commands[2] + 1]))

    let path = directory.appending(path: "smoke.flows")
    try script.write(to: path, atomically: true, encoding: .utf8)
    let arguments = command.dropFirst(2).map { $0 == "smoke.flows" ? path.path : $0 }
    let run = await runShell(dataDirectory + arguments)
    #expect(run.stdout + run.stderr == written)
    #expect(run.status.rawValue == status)
  }

  @Test func theJSONSessionIsReal() async throws {
    let listing = try #require(listings.dropFirst(3).first)
    let command = try #require(listing.first)
    let prefix = "$ printf '"
    let suffix = "' | flows --json --data-dir /tmp/flows-data"
    #expect(command.hasPrefix(prefix) && command.hasSuffix(suffix))
    let input = command.dropFirst(prefix.count).dropLast(suffix.count)
      .replacing("\\n", with: "\n")
    let run = await runShell(dataDirectory + ["--json"], input: String(input))
    #expect(run.stdout == listing.dropFirst().joined(separator: "\n") + "\n")
    #expect(run.stderr == "")
    #expect(run.status == .rejectedLine)  // 65, as the README says of a rejected line
  }

  @Test func theSavedStateShownIsWhatASessionSaves() async throws {
    // The tour's example of `--state FILE`: a won game, saved at Result.
    let shown = try #require(tour.firstMatch(of: /`(\{"game":[^`]*\})`/)).output.1
    let state = directory.appending(path: "state.json")
    let run = await runShell(
      ["--seed", "7", "--quiet", "--state", state.path] + dataDirectory,
      input: "login Ada\nverify 123456\nplay\nguess 50\nguess 39\n")
    #expect(run == ShellRun(stdout: "", stderr: "", status: .success))
    #expect(try String(contentsOf: state, encoding: .utf8) == shown + "\n")
  }

  @Test func typedLinesAreWhatFollowsEachPrompt() {
    #expect(
      Self.typed(in: ["flows /main> play", "[SCREEN] Game", "flows /main/game> :back"]) == [
        "play", ":back",
      ])
  }

  /// The lines the person typed: what follows each prompt, such as `flows /main> `.
  static func typed(in session: [Substring]) -> [String] {
    session.compactMap { line in
      guard line.hasPrefix("flows "), let end = line.firstRange(of: "> ") else { return nil }
      return String(line[end.upperBound...])
    }
  }

  /// The lines of every fenced block, in order.
  static func listings(in markdown: Substring) -> [[Substring]] {
    var listings: [[Substring]] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let listing = current {
          listings.append(listing)
          current = nil
        } else {
          current = []
        }
      } else {
        current?.append(line)
      }
    }
    return listings
  }
}
