/// The line being typed at the prompt and the cursor in it, changed key by key.
///
/// The cursor counts characters (grapheme clusters): ←, →, Backspace and Delete move over or
/// delete a whole one, an emoji sequence or a letter with its accents, however its scalars
/// were typed. The line never holds a control character (the decoder
/// turns those into keys) and never grows past ``maximumBytes``: text that would is dropped,
/// and the line is then ``overflowed``, to be rejected whole as a script's is.
struct LineEditor: Equatable, Sendable {
  /// The most UTF-8 bytes a line holds, as a script's line may.
  let maximumBytes: Int
  private(set) var characters: [Character] = []
  private(set) var cursor = 0
  /// Whether text was dropped because the line would have grown past ``maximumBytes``.
  private(set) var overflowed = false

  init(maximumBytes: Int = LineReader.maximumLineLength) {
    self.maximumBytes = maximumBytes
  }

  /// The line as typed.
  var text: String { String(characters) }

  /// The line up to the cursor, the part Tab completes.
  var textBeforeCursor: String { String(characters[..<cursor]) }

  /// Whether nothing is typed.
  var isEmpty: Bool { characters.isEmpty }

  /// Applies an editing key; returns whether the line or the cursor changed.
  @discardableResult
  mutating func apply(_ key: Key) -> Bool {
    let before = (characters, cursor)
    switch key {
    case .text(let text): insert(text)
    case .backspace where cursor > 0:
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete where cursor < characters.count, .endOfInput where cursor < characters.count:
      characters.remove(at: cursor)
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = characters.count
    case .killToEnd: characters.removeSubrange(cursor...)
    case .killToStart:
      characters.removeSubrange(..<cursor)
      cursor = 0
    case .killWord:
      var start = cursor
      while start > 0 && characters[start - 1] == " " { start -= 1 }
      while start > 0 && characters[start - 1] != " " { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    default: break
    }
    if before.0 != characters { regroup() }
    return before.0 != characters || before.1 != cursor
  }

  /// Inserts `text` at the cursor, as far as the line's size allows.
  mutating func insert(_ text: String) {
    var room = maximumBytes - self.text.utf8.count
    var inserted: [Character] = []
    for character in text {
      let size = character.utf8.count
      guard size <= room else {
        overflowed = true
        break
      }
      inserted.append(character)
      room -= size
    }
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
    regroup()
  }

  /// Puts the cursor before `characters[index]`, or at the end.
  mutating func moveCursor(to index: Int) {
    cursor = min(max(0, index), characters.count)
  }

  /// Splits the line into characters afresh, as its scalars join now (a combining mark typed
  /// after its letter, the pieces of an emoji sequence typed one by one), the cursor at the
  /// nearest boundary at or after where it was.
  private mutating func regroup() {
    let scalarsBefore = characters[..<cursor].reduce(0) { $0 + $1.unicodeScalars.count }
    characters = Array(String(characters))
    var scalars = 0
    var index = 0
    while index < characters.count, scalars < scalarsBefore {
      scalars += characters[index].unicodeScalars.count
      index += 1
    }
    cursor = index
  }

  /// Replaces the whole line with `text`, the cursor at its end.
  mutating func replace(with text: String) {
    characters = []
    cursor = 0
    overflowed = false
    insert(text)
  }
}
