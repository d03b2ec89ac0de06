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

  @Test func aScreenThatLandsWhileThePersonTypesIsShownAboveThePrompt() async throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let screen = TerminalScreen(columns: 30)
    let prompt = TerminalPrompt(
      source: FileDescriptorSource(descriptor: ends[0], name: "keyboard"), output: screen,
      mode: PromptScreenTests.Mode(columns: 30), history: LineHistory(path: nil),
      completions: { CompletionContext(actions: [], paths: []) })
    let landing = Landing()
    let reading = Task { try await prompt.next(prompt: "flows> ") { landing.take() } }
    let typed = "lo"
    try #require(write(ends[1], typed, typed.utf8.count) == typed.utf8.count)
    // The login's request answers while the person types: its screen lands.
    await withCheckedContinuation { continuation in
      landing.shown = continuation
      landing.change = ("[SCREEN] Verify\n  Enter the code.\n", "flows /verify> ")
    }
    let rest = "gin\r"
    try #require(write(ends[1], rest, rest.utf8.count) == rest.utf8.count)
    let line = try await reading.value
    #expect(line == InputLine(number: 1, content: .text("login")))
    #expect(
      screen.lines == [
        "[SCREEN] Verify", "  Enter the code.", "flows /verify> login",
      ])
  }

  @Test func aLineWrappedOntoTwoRowsIsErasedWholeAndDrawnAgainBelow() async throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let screen = TerminalScreen(columns: 20)
    let prompt = TerminalPrompt(
      source: FileDescriptorSource(descriptor: ends[0], name: "keyboard"), output: screen,
      mode: PromptScreenTests.Mode(columns: 20), history: LineHistory(path: nil),
      completions: { CompletionContext(actions: [], paths: []) })
    let landing = Landing()
    let reading = Task { try await prompt.next(prompt: "flows> ") { landing.take() } }
    // 7 columns of prompt and 20 of text: the line takes two rows.
    let typed = "login Adalbert Grace"
    try #require(write(ends[1], typed, typed.utf8.count) == typed.utf8.count)
    await withCheckedContinuation { continuation in
      landing.shown = continuation
      landing.change = ("[SCREEN] OTP\n", "flows /otp> ")
    }
    try #require(write(ends[1], "\r", 1) == 1)
    let line = try await reading.value
    #expect(line == InputLine(number: 1, content: .text(typed)))
    #expect(screen.lines == ["[SCREEN] OTP", "flows /otp> login Ad", "albert Grace"])
  }

  @Test func aHistorySearchUnderWayIsDrawnAgainBelowWhatLanded() async throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let screen = TerminalScreen(columns: 40)
    let history = LineHistory(path: nil)
    history.add("verify 123456")
    let prompt = TerminalPrompt(
      source: FileDescriptorSource(descriptor: ends[0], name: "keyboard"), output: screen,
      mode: PromptScreenTests.Mode(columns: 40), history: history,
      completions: { CompletionContext(actions: [], paths: []) })
    let landing = Landing()
    let reading = Task { try await prompt.next(prompt: "flows> ") { landing.take() } }
    let search = "\u{12}ver"
    try #require(write(ends[1], search, search.utf8.count) == search.utf8.count)
    await withCheckedContinuation { continuation in
      landing.shown = continuation
      landing.change = ("[SCREEN] OTP\n", "flows /otp> ")
    }
    #expect(screen.lines == ["[SCREEN] OTP", "(reverse-i-search)`ver': verify 123456"])
    try #require(write(ends[1], "\r", 1) == 1)
    let line = try await reading.value
    #expect(line == InputLine(number: 1, content: .text("verify 123456")))
  }
}
