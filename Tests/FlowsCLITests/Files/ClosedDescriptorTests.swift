import Foundation
import Testing

/// Issue #60: `flows` started with standard input, output or error closed ends as CLI.md's
/// "Closed descriptors" says, and leaves no temporary directory behind. On 0.1.0 none of
/// these ended: the signal pipe took the lowest free descriptor, the closed one, and `flows`
/// waited on it for ever (each run here is killed after 60 seconds, failing its test).
@Suite struct ClosedDescriptorTests {
  let directory: URL
  let data: URL

  init() throws {
    directory = try temporaryDirectory()
    data = directory.appending(path: "data", directoryHint: .isDirectory)
  }

  /// `flows arguments` with `closing` (`<&-`, `>&-`, `2>&-`) and `input` on stdin otherwise.
  private func run(_ arguments: [String], closing: String, input: String = "") throws
    -> FlowsBinary.Run
  {
    try FlowsBinary.run(arguments, input: Data(input.utf8), in: directory, closing: closing)
  }

  /// What an exploration left in the temporary directory (`TMPDIR` is the test's directory).
  private var explorationDirectories: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix("flows-explore-") }
  }

  /// A closed stdout is "Closed output": status 74 at once, without a message, and nothing
  /// run, neither a line nor an exploration.
  @Test(arguments: [
    ["--version"], ["--help"], ["--explore", "1"], ["--explore", "1", "--app", "shelf"],
    ["--quiet", "-"], ["--json"], ["--app", "shelf", "-"],
  ])
  func aClosedStandardOutputEndsAtOnceWithStatus74(arguments: [String]) throws {
    let run = try run(
      arguments + ["--data-dir", data.path], closing: ">&-", input: "login ada\n:path\n")
    #expect(run.status == 74)
    #expect(run.standardError == "")
    #expect(explorationDirectories == [])
    #expect(!FileManager.default.fileExists(atPath: data.path))
  }

  /// A closed stdin is an empty script: the session ends with status 0, as with an empty one.
  @Test(arguments: [["--quiet"], ["--json"], ["-"], ["--app", "shelf"]])
  func aClosedStandardInputIsAnEmptyScript(arguments: [String]) throws {
    let run = try run(arguments + ["--data-dir", data.path], closing: "<&-")
    let empty = try FlowsBinary.run(arguments + ["--data-dir", data.path], in: directory)
    #expect(run == empty)
    #expect(run.status == 0 && run.standardError == "")
  }

  @Test func anExplorationWithStandardInputClosedRunsAsUsual() throws {
    let run = try run(["--explore", "1", "--data-dir", data.path], closing: "<&-")
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("explored "))
    #expect(explorationDirectories == [])
  }

  /// A closed stderr drops the messages meant for it; the rest, status included, is as if it
  /// were open: here a rejected line (65) between two that run.
  @Test func aClosedStandardErrorDropsItsMessagesAndKeepsTheStatus() throws {
    let run = try run(
      ["--quiet", "--data-dir", data.path], closing: "2>&-", input: ":path\nnonsense\n:path\n")
    #expect(
      run == FlowsBinary.Run(stdout: Data("/login\n/login\n".utf8), stderr: Data(), status: 65))
  }

  @Test(arguments: [
    (["--version"], 0), (["--explore", "1"], 0), (["--nonsense"], 64), (["--explore", "0"], 64),
  ])
  func aClosedStandardErrorKeepsEveryStatus(arguments: [String], status: Int) throws {
    let run = try run(arguments + ["--data-dir", data.path], closing: "2>&-")
    #expect(run.status == Int32(status))
    #expect(run.standardError == "")
    #expect(explorationDirectories == [])
  }
}
