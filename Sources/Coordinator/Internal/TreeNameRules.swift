/// The characters that end a coordinator or screen name in the parseable tree forms.
///
/// A name holds no white space and none of `( ) , [ ]`, except between the angle brackets of
/// a generic type's arguments, where `Pair<Int, String>` and `Box<(Int) -> Int>` are one name.
/// A `<` opens arguments only right after a letter, digit or `_`, as in a type's name.
enum TreeNameRules {
  static func isNameCharacter(_ character: Character) -> Bool {
    !isWhollyWhiteSpace(character) && !"(),[]".contains(character)
  }

  /// Whether every scalar of `character` is white space. `Character.isWhitespace` looks at the
  /// first scalar only, so a space followed by a combining mark, which shows as the mark,
  /// would be skipped, and the mark with it.
  static func isWhollyWhiteSpace(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }

  /// How many characters at the start of `text` make a name: name characters, and between
  /// balanced `<` and `>` anything but a line break. Brackets that never close are not
  /// generic arguments: then the name ends at the first character that is not a name's.
  static func nameLength<Text: Collection<Character>>(_ text: Text) -> Int {
    var depth = 0
    var length = 0
    var plainLength: Int?
    var previous: Character?
    for character in text {
      if depth == 0 && !isNameCharacter(character) { break }
      if character.isNewline { break }
      if depth > 0 && plainLength == nil && !isNameCharacter(character) {
        plainLength = length
      }
      if character == "<", let previous, opensArguments(after: previous) {
        depth += 1
      } else if character == ">" && previous != "-" && depth > 0 {
        depth -= 1
      }
      previous = character
      length += 1
    }
    guard depth > 0 else { return length }
    return plainLength ?? length
  }

  /// Whether a `<` after `character` opens a generic type's arguments: after a letter, digit
  /// or `_` of a type's name, so that a name such as `<Back` is no type's.
  static func opensArguments(after character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// `list` split at each `, ` outside the angle brackets of a name: the screens of a node.
  static func splitList(_ list: Substring) -> [Substring] {
    var items: [Substring] = []
    var rest = list
    while true {
      let length = nameLengthThroughID(rest)
      let end = rest.index(rest.startIndex, offsetBy: length)
      guard end < rest.endIndex, rest[end...].hasPrefix(", ") else {
        items.append(rest)
        return items
      }
      items.append(rest[..<end])
      rest = rest[rest.index(end, offsetBy: 2)...]
    }
  }

  /// The length of `#1 Name` at the start of `item`: its id, the space, and the name.
  private static func nameLengthThroughID(_ item: Substring) -> Int {
    guard let space = item.firstIndex(of: " ") else { return item.count }
    let id = item.distance(from: item.startIndex, to: space) + 1
    return id + nameLength(item[item.index(after: space)...])
  }
}
