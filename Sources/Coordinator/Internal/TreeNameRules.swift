/// The characters that end a coordinator or screen name in the parseable tree forms.
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
}
