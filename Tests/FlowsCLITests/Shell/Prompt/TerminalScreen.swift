import Testing

@testable import FlowsShell

/// A tiny terminal for tests: a grid of cells that interprets the bytes the prompt writes
/// (`\r`, `\n` as a terminal whose output turns it into `\r\n`, `ESC[nA/B/C/D`, `ESC[K`, `ESC[J`,
/// `ESC[H`, `ESC[2J`) and wraps at its width as xterm does: writing the last column leaves the
/// cursor there, waiting to wrap, and a wide character that does not fit wraps first.
final class TerminalScreen: OutputSink {
  /// The width and height in cells.
  let columns: Int
  /// The height in rows.
  let height: Int
  /// The cells, row by row; `nil` is the second half of a wide character.
  private var cells: [[Character?]]
  /// The cursor's row.
  private(set) var row = 0
  /// The cursor's column.
  private(set) var column = 0
  /// Whether the last column was written and the next character wraps first.
  private var pendingWrap = false
  /// How many times the screen scrolled up.
  private(set) var scrolled = 0

  /// A blank screen `columns` wide and `height` high.
  init(columns: Int, height: Int = 10) {
    self.columns = columns
    self.height = height
    cells = Array(repeating: Array(repeating: " ", count: columns), count: height)
  }

  /// The rows shown, their trailing blanks cut, and the blank rows at the bottom left out.
  var lines: [String] {
    var lines = cells.map { row in
      var line = String(row.compactMap { $0 })
      while line.last == " " { line.removeLast() }
      return line
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Interprets `text` as the prompt wrote it.
  func write(_ text: String) throws(OutputError) {
    var characters = text[...]
    while let character = characters.popFirst() {
      switch character {
      case "\r": (column, pendingWrap) = (0, false)
      case "\n", "\r\n": (column, pendingWrap) = (0, false); lineFeed()
      case "\u{1B}":
        guard characters.first == "[" else { continue }
        characters.removeFirst()
        let parameter = String(characters.prefix { $0.isNumber })
        characters.removeFirst(parameter.count)
        guard let final = characters.popFirst() else { return }
        control(final, Int(parameter))
      default: put(character)
      }
    }
  }

  /// Acts on the control sequence `ESC [ parameter final`.
  private func control(_ final: Character, _ parameter: Int?) {
    pendingWrap = false
    let count = parameter ?? 1
    switch final {
    case "A": row = max(0, row - count)
    case "B": row = min(height - 1, row + count)
    case "C": column = min(columns - 1, column + count)
    case "D": column = max(0, column - count)
    case "H": (row, column) = (0, 0)
    case "K": clear(row: row, from: column)
    case "J" where parameter == 2:
      for row in 0..<height { clear(row: row, from: 0) }
    case "J":
      clear(row: row, from: column)
      for below in (row + 1)..<height { clear(row: below, from: 0) }
    default: Issue.record("unknown control sequence \(final)")
    }
  }

  /// Draws `character` at the cursor, wrapping first when it must.
  private func put(_ character: Character) {
    let width = DisplayWidth.of(character)
    guard width > 0 else { return }
    if pendingWrap || column + width > columns {
      (column, pendingWrap) = (0, false)
      lineFeed()
    }
    // Writing over half of a wide character blanks its other half.
    if cells[row][column] == nil, column > 0 { cells[row][column - 1] = " " }
    let after = column + width
    if after < columns, cells[row][after] == nil { cells[row][after] = " " }
    cells[row][column] = character
    if width == 2 { cells[row][column + 1] = nil }
    if column + width >= columns {
      column = columns - 1
      pendingWrap = true
    } else {
      column += width
    }
  }

  /// Moves the cursor down a row, scrolling the screen up at its bottom.
  private func lineFeed() {
    if row < height - 1 {
      row += 1
    } else {
      cells.removeFirst()
      cells.append(Array(repeating: " ", count: columns))
      scrolled += 1
    }
  }

  /// Blanks `row` from `column` to its end.
  private func clear(row: Int, from column: Int) {
    for index in column..<columns { cells[row][index] = " " }
  }
}
