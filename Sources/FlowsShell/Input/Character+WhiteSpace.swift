extension Character {
  /// Whether every scalar of the character is Unicode white space, as the shell counts it.
  ///
  /// `Character.isWhitespace` looks at the first scalar only, so a space followed by a
  /// combining mark, which shows as the mark, would count as white space.
  var isWhollyWhiteSpace: Bool {
    unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }
}
