import Testing

@testable import FlowsShell

/// What the prompt leaves on a narrow terminal, key by key: a line longer than a row wraps and
/// is edited in place, wide characters and emoji put the cursor where they end, and Ctrl-L
/// clears the screen. The bytes go to ``TerminalScreen``, which draws them as a terminal does.
@Suite struct PromptScreenTests {
  /// A terminal of a given width that is always raw.
  final class Mode: TerminalMode {
    /// The width it says it has.
    let columns: Int
    /// A terminal `columns` wide.
    init(columns: Int) { self.columns = columns }
    /// Always raw.
    func enterRaw() -> Bool { true }
    /// Nothing to restore.
    func restore() {}
  }

  /// The screen as a key left it: its rows and the cursor's row and column.
  struct Seen: Equatable, CustomStringConvertible {
    /// The rows, as ``TerminalScreen/lines`` gives them.
    var lines: [String]
    /// The cursor's row and column.
    var cursor: (row: Int, column: Int)
    /// Whether both show the same.
    static func == (left: Seen, right: Seen) -> Bool {
      left.lines == right.lines && left.cursor == right.cursor
    }
    /// The rows and the cursor, for a failed expectation.
    var description: String { "\(lines) at \(cursor)" }
  }

  /// Keys, one read each, that note the screen before each read: what the keys before did.
  final class Keys: ByteSource {
    /// The reads still to give.
    private var chunks: [[UInt8]]
    /// The screen noted.
    private let screen: TerminalScreen
    /// The screen before each read.
    private(set) var seen: [Seen] = []
    /// Keys given as `chunks`, a read each, noting `screen`.
    init(_ chunks: [String], screen: TerminalScreen) {
      self.chunks = chunks.map { Array($0.utf8) }
      self.screen = screen
    }
    /// Notes the screen and gives the next chunk; 0 when none is left.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
      seen.append(Seen(lines: screen.lines, cursor: (screen.row, screen.column)))
      guard !chunks.isEmpty else { return 0 }
      let chunk = chunks.removeFirst()
      buffer.copyBytes(from: chunk)
      return chunk.count
    }
  }

  /// Types `keys` at a prompt `> ` on a screen `columns` wide; returns the screen after each
  /// key (the first before any) and the line entered, if any.
  static func type(
    _ keys: [String], columns: Int = 20, history: [String] = [], screen: TerminalScreen? = nil
  ) async throws -> (seen: [Seen], line: InputLine?, screen: TerminalScreen) {
    let screen = screen ?? TerminalScreen(columns: columns)
    let keyboard = Keys(keys, screen: screen)
    let lines = LineHistory(path: nil)
    for line in history { lines.add(line) }
    let prompt = TerminalPrompt(
      source: keyboard, output: screen, mode: Mode(columns: screen.columns), history: lines,
      completions: { CompletionContext(actions: [], paths: []) })
    let line = try await prompt.next(prompt: "> ")
    return (keyboard.seen, line, screen)
  }

  @Test func aLongLineWrapsAndIsEditedInPlace() async throws {
    let right = String(repeating: "\u{1B}[C", count: 16)
    let (seen, line, screen) = try await Self.type([
      "0123456789abcdefghijklmnopqrstuvwxyzABCD", "\u{1B}[H", "XY", right, "_", "\u{1B}[F",
      String(repeating: "!", count: 15), "?", "\u{7F}", "\u{1B}[D", "\r",
    ])
    let typed = ["> 0123456789abcdefgh", "ijklmnopqrstuvwxyzAB", "CD"]
    #expect(seen[0] == Seen(lines: [">"], cursor: (0, 2)))
    #expect(seen[1] == Seen(lines: typed, cursor: (2, 2)))
    #expect(seen[2] == Seen(lines: typed, cursor: (0, 2)))
    let inserted = ["> XY0123456789abcdef", "ghijklmnopqrstuvwxyz", "ABCD"]
    #expect(seen[3] == Seen(lines: inserted, cursor: (0, 4)))
    let middle = ["> XY0123456789abcdef", "_ghijklmnopqrstuvwxy", "zABCD"]
    #expect(seen[4] == Seen(lines: inserted, cursor: (1, 0)))
    #expect(seen[5] == Seen(lines: middle, cursor: (1, 1)))
    #expect(seen[6] == Seen(lines: middle, cursor: (2, 5)))
    // Three full rows: the cursor waits on the fourth, where the next character goes.
    let full = ["> XY0123456789abcdef", "_ghijklmnopqrstuvwxy", "zABCD!!!!!!!!!!!!!!!"]
    #expect(seen[7] == Seen(lines: full, cursor: (3, 0)))
    #expect(seen[8] == Seen(lines: full + ["?"], cursor: (3, 1)))
    #expect(seen[9] == Seen(lines: full, cursor: (3, 0)))
    #expect(seen[10] == Seen(lines: full, cursor: (2, 19)))
    #expect(
      line?.content == .text("XY0123456789abcdef_ghijklmnopqrstuvwxyzABCD" + "!!!!!!!!!!!!!!!"))
    // Enter leaves the line whole and the cursor below it.
    #expect(screen.lines == full && screen.row == 3 && screen.column == 0)
  }

  @Test func wideCharactersPutTheCursorWhereTheyEnd() async throws {
    let left = "\u{1B}[D"
    let (seen, line, _) = try await Self.type(["漢字かな", left, left, "x", "\r"])
    #expect(seen[1] == Seen(lines: ["> 漢字かな"], cursor: (0, 10)))
    #expect(seen[3] == Seen(lines: ["> 漢字かな"], cursor: (0, 6)))
    #expect(seen[4] == Seen(lines: ["> 漢字xかな"], cursor: (0, 7)))
    #expect(line?.content == .text("漢字xかな"))
    // A wide character that does not fit in a row's last column starts the next row.
    let (wrapped, _, _) = try await Self.type(["a" + String(repeating: "漢", count: 9), left, left])
    let rows = ["> a" + String(repeating: "漢", count: 8), "漢"]
    #expect(wrapped[1] == Seen(lines: rows, cursor: (1, 2)))
    #expect(wrapped[2] == Seen(lines: rows, cursor: (1, 0)))
    #expect(wrapped[3] == Seen(lines: rows, cursor: (0, 17)))
  }

  @Test func emojiSequencesAndCombiningMarksAreOneCharacterEach() async throws {
    // é typed as e and a combining acute, then a family of three joined by ZWJs, a scalar a read.
    let family = "👨‍👩‍👧".unicodeScalars.map { String($0) }
    let (seen, line, _) = try await Self.type(
      ["e", "\u{301}"] + family + ["🇫", "🇷", "\u{1B}[D", "\u{1B}[D", "\u{7F}", "\r"])
    let count = 2 + family.count + 2
    #expect(seen[count] == Seen(lines: ["> é👨‍👩‍👧🇫🇷"], cursor: (0, 7)))
    #expect(seen[count + 1] == Seen(lines: ["> é👨‍👩‍👧🇫🇷"], cursor: (0, 5)))
    #expect(seen[count + 2] == Seen(lines: ["> é👨‍👩‍👧🇫🇷"], cursor: (0, 3)))
    #expect(seen[count + 3] == Seen(lines: ["> 👨‍👩‍👧🇫🇷"], cursor: (0, 2)))
    #expect(line?.content == .text("👨‍👩‍👧🇫🇷"))
  }

  @Test func pastedTextIsInsertedAndDrawnOnceAndTheKeysAfterItStillAct() async throws {
    let (seen, line, _) = try await Self.type(["login Ada\u{1B}[D\u{1B}[Dx", "\r"], columns: 80)
    #expect(seen[1] == Seen(lines: ["> login Axda"], cursor: (0, 10)))
    #expect(line?.content == .text("login Axda"))
  }

  /// Bytes that come in reads as large as the prompt asks for.
  final class Paste: ByteSource {
    /// The bytes still to give.
    private var bytes: ArraySlice<UInt8>
    /// The bytes of `text`.
    init(_ text: String) { bytes = Array(text.utf8)[...] }
    /// Gives as many bytes as `buffer` holds.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
      let chunk = bytes.prefix(buffer.count)
      bytes.removeFirst(chunk.count)
      buffer.copyBytes(from: chunk)
      return chunk.count
    }
  }

  /// The paste stops at the limit, and the line, no longer what was typed, is rejected whole
  /// (issue #60: it ran cut).
  @Test func aPasteLargerThanALineStopsAtTheLimitAndTakesNoLongTime() async throws {
    let text = String(repeating: "abcdefgh漢字", count: 6_000)
    let prompt = TerminalPrompt(
      source: Paste(text + "\r"), output: CapturedOutput(), mode: Mode(columns: 80),
      history: LineHistory(path: nil), completions: { CompletionContext(actions: [], paths: []) })
    let start = ContinuousClock.now
    let line = try await prompt.next(prompt: "> ")
    #expect(ContinuousClock.now - start < .seconds(20))
    #expect(line == InputLine(number: 1, content: .rejected(.tooLong)))
  }

  @Test func ctrlLClearsTheScreenAndDrawsTheLineAtItsTop() async throws {
    let screen = TerminalScreen(columns: 20)
    try screen.write("[SCREEN] Login\nLog in.\n")
    let (seen, _, _) = try await Self.type(
      ["a long line that wraps", "\u{1B}[D", "\u{C}"], screen: screen)
    #expect(
      seen[2]
        == Seen(
          lines: ["[SCREEN] Login", "Log in.", "> a long line that w", "raps"], cursor: (3, 3)))
    #expect(seen[3] == Seen(lines: ["> a long line that w", "raps"], cursor: (1, 3)))
  }
}
