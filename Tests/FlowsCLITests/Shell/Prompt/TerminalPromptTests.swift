import Foundation
import Testing

@testable import FlowsShell

/// The prompt edits a line key by key, recalls and completes, and gives the terminal its own
/// mode back whenever it returns.
@Suite struct TerminalPromptTests {
  /// Keys as a terminal sends them, one read each.
  final class Keyboard: ByteSource {
    private var chunks: [[UInt8]]
    init(_ chunks: [String]) { self.chunks = chunks.map { Array($0.utf8) } }
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
      guard !chunks.isEmpty else { return 0 }
      let chunk = chunks.removeFirst()
      buffer.copyBytes(from: chunk)
      return chunk.count
    }
  }

  /// A terminal mode that counts its switches.
  final class RecordedMode: TerminalMode {
    private(set) var calls: [String] = []
    /// The width it says it has.
    let columns = 80
    var isRaw: Bool { calls.last == "raw" }
    func enterRaw() -> Bool {
      calls.append("raw")
      return true
    }
    func restore() { calls.append("restored") }
  }

  let screen = CapturedOutput()
  let mode = RecordedMode()

  private func prompt(_ keys: [String], history: LineHistory = LineHistory(path: nil))
    -> TerminalPrompt
  {
    TerminalPrompt(
      source: Keyboard(keys), output: screen, mode: mode, history: history,
      completions: {
        CompletionContext(actions: [("play", []), ("sound", ["on", "off"])], paths: ["/main"])
      })
  }

  private func lines(_ prompt: TerminalPrompt) async throws -> [InputLine] {
    var lines: [InputLine] = []
    while let line = try await prompt.next(prompt: "> ") {
      lines.append(line)
      #expect(!mode.isRaw, "raw while a line runs")
    }
    #expect(!mode.isRaw)
    return lines
  }

  @Test func editedLinesAreNumberedAndTheTerminalIsRawOnlyWhileTyping() async throws {
    let prompt = prompt(["plx", "\u{7F}ay\r", "\r", "# note\r", "gue", "ss 5\u{1B}[D4\r"])
    #expect(
      try await lines(prompt) == [
        InputLine(number: 1, content: .text("play")),
        InputLine(number: 4, content: .text("guess 45")),
      ])
    #expect(mode.calls == ["raw", "restored", "raw", "restored", "raw", "restored"])
    #expect(prompt.history.lines == ["play", "guess 45"])
  }

  /// Issue #60: a line pasted past 65,536 bytes is rejected whole, as a script's is; 0.1.0 cut
  /// it and ran what was left (`:open /books/1`, 70,000 spaces, `2` opened `/books/1`).
  @Test func aLineOverTheLimitIsRejectedWholeNotCut() async throws {
    let pasted = ":open /books/1" + String(repeating: " ", count: 70_000) + "2"
    // Pasted as a terminal sends it, a read at a time.
    let chunks = stride(from: 0, to: pasted.utf8.count, by: 1_024).map { start in
      String(pasted.dropFirst(start).prefix(1_024))
    }
    let prompt = prompt(chunks + ["\r", "play\r"])
    #expect(
      try await lines(prompt) == [
        InputLine(number: 1, content: .rejected(.tooLong)),
        InputLine(number: 2, content: .text("play")),
      ])
    #expect(prompt.history.lines == ["play"])
  }

  @Test func ctrlCDiscardsTheLineAndCtrlDOnAnEmptyLineEndsTheInput() async throws {
    let prompt = prompt(["login Ad", "\u{3}", "play\r", "x", "\u{4}", "\u{7F}", "\u{4}", "more"])
    #expect(try await lines(prompt) == [InputLine(number: 1, content: .text("play"))])
    #expect(screen.text.contains("\r\u{1B}[J> login Ad^C\n\r\u{1B}[J> "))
    #expect(screen.text.hasSuffix("\r\u{1B}[J> \n"))
  }

  @Test func upAndDownWalkTheHistoryAndKeepTheDraft() async throws {
    let history = LineHistory(path: nil)
    history.add("one")
    history.add("two")
    let up = "\u{1B}[A"
    let down = "\u{1B}[B"
    let prompt = prompt(
      ["dra", up, up, up, down, down, down, "ft\r", up, up, "\r"], history: history)
    #expect(
      try await lines(prompt) == [
        InputLine(number: 1, content: .text("draft")),
        InputLine(number: 2, content: .text("two")),
      ])
    #expect(history.lines == ["one", "two", "draft", "two"])
  }

  @Test func tabCompletesOrListsAndTheLineIsRedrawn() async throws {
    // `so` is `sound `; then Tab adds what on and off share, lists them, and `f` decides.
    let prompt = prompt(["pl\t\r", "so\t", "\t", "\t", "f\t\r", ":o\t/m\t\r"])
    #expect(
      try await lines(prompt) == [
        InputLine(number: 1, content: .text("play")),
        InputLine(number: 2, content: .text("sound off")),
        InputLine(number: 3, content: .text(":open /main")),
      ])
    #expect(screen.text.contains("> sound o\non  off\n\r\u{1B}[J> sound o"))
  }

  @Test func theCursorIsDrawnWhereItIs() async throws {
    let prompt = prompt(["abc\u{1B}[D\u{1B}[D\r"])
    _ = try await lines(prompt)
    #expect(screen.text.contains("\r\u{1B}[J> abc\u{1B}[2D"))
  }
}
