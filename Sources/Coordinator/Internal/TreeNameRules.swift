/// The characters that end a coordinator or screen name in the parseable tree forms.
enum TreeNameRules {
  static func isNameCharacter(_ character: Character) -> Bool {
    !character.isWhitespace && !"(),[]".contains(character)
  }
}
