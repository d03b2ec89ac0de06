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
  func aClosedPipeEndsWithoutAMessage(arguments: [String]) throws {
    let directory = try temporaryDirectory()
    let run = runShell(
      arguments + ["--data-dir", directory.path], input: ":path\n",
      output: ClosedPipeOutput())
    #expect(run == ShellRun(stdout: "", stderr: "", status: .cannotWrite))
  }
}
