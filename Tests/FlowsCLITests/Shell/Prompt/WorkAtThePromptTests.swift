import Foundation
import Testing

@testable import FlowsShell

#if canImport(Glibc)
  import Glibc
#endif

/// While the prompt waits for a key, the main actor is free: work that lands meanwhile is shown
/// above the prompt, and the prompt and what was typed are drawn again below.
@MainActor
@Suite struct WorkAtThePromptTests {
  /// What the app's work changed, handed to the prompt once, and who waits for it to be shown.
  final class Landing {
    var change: (text: String, prompt: String)?
    var shown: CheckedContinuation<Void, Never>?

    func take() -> (text: String, prompt: String)? {
      guard let change else { return nil }
      self.change = nil
      shown?.resume()
      shown = nil
      return change
    }
  }

  /// A prompt `columns` wide reading from a pipe the test types into, with a `Landing`.
  @MainActor
  final class Typing {
    let screen: TerminalScreen
    let landing = Landing()
    private let ends: [Int32]
    private let prompt: TerminalPrompt

    init(columns: Int, history: LineHistory = LineHistory(path: nil)) throws {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      self.ends = ends
      screen = TerminalScreen(columns: columns)
      prompt = TerminalPrompt(
        source: FileDescriptorSource(descriptor: ends[0], name: "keyboard"), output: screen,
        mode: PromptScreenTests.Mode(columns: columns), history: history,
        completions: { CompletionContext(actions: [], paths: []) })
    }

    deinit {
      close(ends[0])
      close(ends[1])
    }

    /// Starts reading a line after `flows> `.
    func read() -> Task<InputLine?, any Error> {
      let (prompt, landing) = (prompt, landing)
      return Task { try await prompt.next(prompt: "flows> ") { landing.take() } }
    }

    /// Types `keys`.
    func type(_ keys: String) throws {
      try #require(write(ends[1], keys, keys.utf8.count) == keys.utf8.count)
    }

    /// Lets `change` land, and returns once the prompt has drawn it.
    func land(_ change: (text: String, prompt: String)) async {
      await withCheckedContinuation { continuation in
        landing.shown = continuation
        landing.change = change
      }
    }
  }

  @Test func aScreenThatLandsWhileThePersonTypesIsShownAboveThePrompt() async throws {
    let typing = try Typing(columns: 30)
    let reading = typing.read()
    let typed = "lo"
    try typing.type(typed)
    // The login's request answers while the person types: its screen lands.
    await typing.land(("[SCREEN] Verify\n  Enter the code.\n", "flows /verify> "))
    let rest = "gin\r"
    try typing.type(rest)
    let line = try await reading.value
    #expect(line == InputLine(number: 1, content: .text("login")))
    #expect(
      typing.screen.lines == [
        "[SCREEN] Verify", "  Enter the code.", "flows /verify> login",
      ])
  }

  @Test func aLineWrappedOntoTwoRowsIsErasedWholeAndDrawnAgainBelow() async throws {
    let typing = try Typing(columns: 20)
    let reading = typing.read()
    // 7 columns of prompt and 20 of text: the line takes two rows.
    let typed = "login Adalbert Grace"
    try typing.type(typed)
    await typing.land(("[SCREEN] OTP\n", "flows /otp> "))
    try typing.type("\r")
    let line = try await reading.value
    #expect(line == InputLine(number: 1, content: .text(typed)))
    #expect(typing.screen.lines == ["[SCREEN] OTP", "flows /otp> login Ad", "albert Grace"])
  }

  @Test func aHistorySearchUnderWayIsDrawnAgainBelowWhatLanded() async throws {
    let history = LineHistory(path: nil)
    history.add("verify 123456")
    let typing = try Typing(columns: 40, history: history)
    let reading = typing.read()
    let search = "\u{12}ver"
    try typing.type(search)
    await typing.land(("[SCREEN] OTP\n", "flows /otp> "))
    #expect(typing.screen.lines == ["[SCREEN] OTP", "(reverse-i-search)`ver': verify 123456"])
    try typing.type("\r")
    let line = try await reading.value
    #expect(line == InputLine(number: 1, content: .text("verify 123456")))
  }
}
