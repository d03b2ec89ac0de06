/// Draws the prompt and the line being typed at a terminal of a known width, and draws it
/// again in place after each key, however many rows it wraps onto.
///
/// It remembers the row the cursor was left on, counted from the line's first row: a redraw
/// moves up to that row (`ESC[nA`, `\r`), clears to the end of the screen (`ESC[J`), writes the
/// prompt and the text, and moves the cursor back to the editing position by rows and
/// columns. Characters take the columns ``DisplayWidth`` gives; a wide character that does not
/// fit in a row's last column goes to the next row, as terminals draw it. Text that ends in the
/// last column leaves the terminal waiting to wrap; the drawing then starts the next row
/// itself (`\r\n`), so that where the cursor is never depends on how a terminal handles that.
/// When the width changed since the last draw, the terminal is taken to have wrapped the rows
/// drawn anew at its new width, as tmux, VTE, iTerm2 and kitty do (xterm does not).
struct LineDrawing {
  /// A place on the screen, relative to the start of the line's first row.
  private struct Position {
    /// The row, 0 for the line's first.
    var row = 0
    /// The column, 0 for the first; the width itself when the row is full.
    var column = 0
  }

  /// The row the cursor was left on by the last draw, counted from the line's first row.
  private(set) var cursorRow = 0

  /// The column the cursor was left in by the last draw.
  private var cursorColumn = 0

  /// The width the last draw was made for; 0 before any.
  private var drawnColumns = 0

  /// Whether the last draw ended on a fresh row of its own, the text having filled its last.
  private var endsOnFreshRow = false

  /// Forgets the line drawn, as after the screen is cleared or the line is left for good.
  mutating func reset() {
    cursorRow = 0
    cursorColumn = 0
    drawnColumns = 0
    endsOnFreshRow = false
  }

  /// The bytes that draw `prompt` and `characters` over the line drawn before, the cursor
  /// before `characters[cursor]`, on a terminal `columns` wide.
  mutating func draw(prompt: String, characters: [Character], cursor: Int, columns: Int)
    -> String
  {
    let columns = max(2, columns)
    if drawnColumns > 0, drawnColumns != columns {
      // The window was resized: the terminal has wrapped the rows drawn again at its new
      // width, as most do now, so the cursor is as many cells from the line's start as it was.
      cursorRow = (cursorRow * drawnColumns + cursorColumn) / columns
    }
    var bytes = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
    bytes += "\r\u{1B}[J" + prompt + String(characters)
    var end = Position()
    for character in prompt {
      Self.advance(&end, by: DisplayWidth.of(character), columns: columns)
    }
    var target = end
    for (index, character) in characters.enumerated() {
      let width = DisplayWidth.of(character)
      if index == cursor { target = Self.start(of: width, at: end, columns: columns) }
      Self.advance(&end, by: width, columns: columns)
    }
    if cursor >= characters.count { target = Self.start(of: 1, at: end, columns: columns) }
    endsOnFreshRow = end.column >= columns
    if endsOnFreshRow {
      bytes += "\r\n"
      end = Position(row: end.row + 1, column: 0)
    }
    if end.row > target.row { bytes += "\u{1B}[\(end.row - target.row)A" }
    if target.column > end.column { bytes += "\u{1B}[\(target.column - end.column)C" }
    if target.column < end.column { bytes += "\u{1B}[\(end.column - target.column)D" }
    cursorRow = target.row
    cursorColumn = target.column
    drawnColumns = columns
    return bytes
  }

  /// The bytes that draw the line a last time, the cursor after its end, write `note` there
  /// (such as `^C`), and start a new row below it; the next draw starts on that row.
  mutating func leave(prompt: String, characters: [Character], columns: Int, note: String = "")
    -> String
  {
    var bytes = draw(
      prompt: prompt, characters: characters, cursor: characters.count, columns: columns)
    if !endsOnFreshRow || !note.isEmpty { bytes += note + "\n" }
    reset()
    return bytes
  }

  /// The bytes that erase the line drawn, prompt and all, leaving the cursor where its first
  /// row began, so that text can be written there and the line drawn again below it.
  mutating func erase(columns: Int) -> String {
    let columns = max(2, columns)
    if drawnColumns > 0, drawnColumns != columns {
      cursorRow = (cursorRow * drawnColumns + cursorColumn) / columns
    }
    let bytes = (cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : "") + "\r\u{1B}[J"
    reset()
    return bytes
  }

  /// Where a character `width` columns wide is drawn when the cursor is at `position`: on the
  /// next row when it does not fit in this one.
  private static func start(of width: Int, at position: Position, columns: Int) -> Position {
    position.column + max(width, 1) > columns
      ? Position(row: position.row + 1, column: 0) : position
  }

  /// Moves `position` past a character `width` columns wide.
  private static func advance(_ position: inout Position, by width: Int, columns: Int) {
    guard width > 0 else { return }
    position = start(of: width, at: position, columns: columns)
    position.column += width
  }
}
