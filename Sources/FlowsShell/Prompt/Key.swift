/// A key the person pressed at the prompt, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
  /// Printable text: one character or more, as typed or pasted.
  case text(String)
  /// Return or Enter: the line is done.
  case enter
  /// Tab: complete the word before the cursor.
  case tab
  /// Backspace: delete the character before the cursor.
  case backspace
  /// Delete: delete the character under the cursor.
  case delete
  /// ← and →.
  case left, right
  /// Home or Ctrl-A, End or Ctrl-E.
  case home, end
  /// ↑ and ↓: the history.
  case up, down
  /// Ctrl-K: delete from the cursor to the end of the line.
  case killToEnd
  /// Ctrl-U: delete from the start of the line to the cursor.
  case killToStart
  /// Ctrl-W: delete the word before the cursor.
  case killWord
  /// Ctrl-C: discard the line.
  case interrupt
  /// Ctrl-D: end the session on an empty line, else delete the character under the cursor.
  case endOfInput
  /// Ctrl-L: clear the screen and draw the line at its top.
  case clearScreen
  /// Ctrl-R: search the history backwards, or find the next older match.
  case search
  /// Ctrl-G: cancel a search, back to the line as it was before it.
  case cancel
  /// Esc on its own, read while searching: leave the search, keeping its match.
  case escape
  /// Anything else: a control character or an escape sequence the prompt does not use.
  case ignored
}
