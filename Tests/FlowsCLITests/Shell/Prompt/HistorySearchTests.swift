import Testing

@testable import FlowsShell

/// Ctrl-R searches the history backwards as readline does: typing narrows, Ctrl-R goes on to
/// older lines, Enter runs the match, Esc and the arrows keep it to edit, Ctrl-G cancels.
@Suite struct HistorySearchTests {
  let history = ["play", "login Ada", "sound on", "login Grace", "help"]

  private func type(_ keys: [String]) async throws -> (seen: [String], line: InputLine?) {
    let (seen, line, _) = try await PromptScreenTests.type(keys, columns: 60, history: history)
    return (seen.map { $0.lines.last ?? "" }, line)
  }

  @Test func typingFindsTheNewestMatchAndCtrlRTheNextOlder() async throws {
    let (seen, line) = try await type(["\u{12}", "log", "\u{12}", "\u{12}", "\r"])
    #expect(seen[1] == "(reverse-i-search)`':")
    #expect(seen[2] == "(reverse-i-search)`log': login Grace")
    #expect(seen[3] == "(reverse-i-search)`log': login Ada")
    #expect(seen[4] == "(failing reverse-i-search)`log': login Ada")
    #expect(line?.content == .text("login Ada"))
  }

  @Test func aQueryNothingMatchesFailsAndBackspaceWidensIt() async throws {
    // `p` finds help; `pz` fails and keeps it shown; Backspace finds it again.
    let (seen, line) = try await type(["dra", "\u{12}", "pz", "\u{7F}", "\r"])
    #expect(seen[2] == "(reverse-i-search)`': dra")
    #expect(seen[3] == "(failing reverse-i-search)`pz': help")
    #expect(seen[4] == "(reverse-i-search)`p': help")
    #expect(line?.content == .text("help"))
  }

  @Test func ctrlGAndCtrlCCancelBackToTheLineTyped() async throws {
    let (seen, line) = try await type(["dra", "\u{12}", "so", "\u{7}", "ft\r"])
    #expect(seen[3] == "(reverse-i-search)`so': sound on")
    #expect(seen[4] == "> dra")
    #expect(line?.content == .text("draft"))
    let (_, interrupted) = try await type(["x", "\u{12}", "pl", "\u{3}", "\r"])
    #expect(interrupted?.content == .text("x"))
  }

  @Test func escAndTheArrowsLeaveTheSearchWithTheMatchToEdit() async throws {
    let (seen, line) = try await type(["\u{12}", "on", "\u{1B}", "X\r"])
    #expect(seen[2] == "(reverse-i-search)`on': sound on")
    #expect(seen[3] == "> sound on")
    #expect(line?.content == .text("sound Xon"))
    let (_, ended) = try await type(["\u{12}", "Ada", "\u{5}", "!\r"])
    #expect(ended?.content == .text("login Ada!"))
    let (_, left) = try await type(["\u{12}", "Ada", "\u{1B}[D", "_\r"])
    // ← moves from where the query is in the match.
    #expect(left?.content == .text("login_ Ada"))
  }
}
