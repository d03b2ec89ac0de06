import Foundation

@testable import FlowsShell
@testable import GameApp

/// A sink whose writes fail, as a closed pipe or a full disk does.
final class FailingOutput: OutputSink {
  func write(_ text: String) throws(OutputError) {
    throw OutputError(name: "standard output", reason: "No space left on device")
  }
}

/// What an in-process run of `flows` wrote and how it exited.
struct ShellRun: Equatable {
  var stdout: String
  var stderr: String
  var status: ExitStatus
}

/// Runs `flows` in-process with `input` on standard input.
@MainActor
func runShell(
  _ arguments: [String], input: String = "", environment: [String: String] = [:],
  inputTerminal: Bool = false, outputTerminal: Bool = false, output: (any OutputSink)? = nil,
  signals: TerminationSignals? = nil
) async -> ShellRun {
  let stdout = CapturedOutput()
  let stderr = CapturedOutput()
  let status = await GameCommand.program.run(
    ShellProcess(
      // Work comes to rest within ten minutes, not 5 s: other tests share the main actor.
      arguments: ["--settle", "600"] + arguments, environment: environment,
      standardInput: MemorySource(input),
      standardOutput: output ?? stdout, standardError: stderr, isInputTerminal: inputTerminal,
      isOutputTerminal: outputTerminal, isErrorTerminal: outputTerminal,
      homeDirectory: nil, signals: signals))
  return ShellRun(stdout: stdout.text, stderr: stderr.text, status: status)
}

/// A sink whose reader has closed the pipe: every write fails with EPIPE.
final class ClosedPipeOutput: OutputSink {
  func write(_ text: String) throws(OutputError) {
    throw OutputError(name: "standard output", code: EPIPE)
  }
}
