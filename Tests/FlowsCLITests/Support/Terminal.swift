import Foundation

@testable import FlowsShell
@testable import GameApp

/// A terminal in memory: what `flows` writes to stdout and stderr and what the person types,
/// echoed as it is read, in the one stream a person sees.
final class Terminal: OutputSink, ByteSource {
  /// Everything on the screen so far.
  private(set) var screen = ""
  private var typed: [String]
  private var pending: [UInt8] = []

  /// A terminal where the person will type `lines`, each when `flows` reads the next line.
  init(typing lines: [String]) {
    typed = lines
  }

  func write(_ text: String) throws(OutputError) {
    screen += text
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
    if pending.isEmpty {
      guard !typed.isEmpty else { return 0 }
      let line = typed.removeFirst() + "\n"
      screen += line  // the terminal echoes what is typed
      pending = Array(line.utf8)
    }
    let count = min(buffer.count, pending.count)
    pending.withUnsafeBytes {
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<count]))
    }
    pending.removeFirst(count)
    return count
  }

  /// Runs `flows arguments` at a terminal where the person types `lines`, with no colour, and
  /// returns the screen and the exit status.
  @MainActor
  static func run(_ arguments: [String], typing lines: [String]) async -> (
    screen: String, status: ExitStatus
  ) {
    let terminal = Terminal(typing: lines)
    let status = await GameCommand.program.run(
      ShellProcess(
        arguments: arguments, environment: [:], standardInput: terminal,
        standardOutput: terminal, standardError: terminal, isInputTerminal: true,
        isOutputTerminal: false, isErrorTerminal: false, homeDirectory: nil))
    return (terminal.screen, status)
  }
}
