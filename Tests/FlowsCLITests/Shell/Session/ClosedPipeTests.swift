import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

/// A closed pipe on standard output ends `flows` at once, without a message, with status 74
/// (CLI.md, "Closed output"), whatever it was writing: a session's answers, `--help`,
/// `--version` or an exploration's report.
@MainActor
@Suite struct ClosedPipeTests {
  @Test(arguments: [
    ["--help"], ["--version"], ["--explore", "1"], ["--explore", "1", "--json"], ["--quiet"],
  ])
  func aClosedPipeEndsWithoutAMessage(arguments: [String]) async throws {
    let directory = try temporaryDirectory()
    let run = await runShell(
      arguments + ["--data-dir", directory.path], input: ":path\n",
      output: ClosedPipeOutput())
    #expect(run == ShellRun(stdout: "", stderr: "", status: .cannotWrite))
  }

  @Test func anExplorationAtATerminalEndsAtOnceOnAClosedPipe() async throws {
    let directory = try temporaryDirectory()
    let map = directory.appending(path: "map.html")
    // Standard error a terminal: no line of how long it took, and no map drawn after.
    let run = await runShell(
      ["--explore", "1", "--map", map.path, "--data-dir", directory.path],
      outputTerminal: true, output: ClosedPipeOutput())
    #expect(run == ShellRun(stdout: "", stderr: "", status: .cannotWrite))
    #expect(!FileManager.default.fileExists(atPath: map.path))
  }
}
