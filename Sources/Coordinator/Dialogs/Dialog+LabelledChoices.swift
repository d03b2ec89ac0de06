// The first edition's spelling: a title and choices whose keys are also their buttons'
// titles. Kept for one minor version; it never traps: a label that is not a word is made one.

extension Dialog where Choice: DialogChoice {
  /// Creates an alert that asks `title` with `choices`, each button titled with its key.
  ///
  /// A key that is not a word is made one for the shell (white space and control characters
  /// become `-`, a leading `:` is dropped, a repeat gets `-2`, `-3`…) while its button keeps
  /// the key as its title; a dialog with no choice answers `nil` as soon as it starts.
  @available(*, deprecated, message: "use init(_:screenName:router:) with a DialogContent")
  public convenience init(
    _ title: String, choices: [Choice], screenName: String = "Dialog", router: any Router
  ) {
    self.init(
      validated: .alert(title, buttons: Self.buttons(labelling: choices)), screenName: screenName,
      router: router)
  }

  /// Buttons for `choices`, titled with their keys, keyed by words made of them.
  static func buttons(labelling choices: [Choice]) -> [DialogButton<Choice>] {
    var taken: Set<String> = []
    return choices.map { choice in
      let label = choice.key
      var word = String(
        String.UnicodeScalarView(
          label.unicodeScalars.map {
            $0.properties.isWhitespace || $0.properties.generalCategory == .control ? "-" : $0
          }))
      while word.hasPrefix(":") { word.removeFirst() }
      if word.isEmpty { word = "choice" }
      var key = word
      var count = 1
      while !taken.insert(key).inserted {
        count += 1
        key = "\(word)-\(count)"
      }
      return DialogButton(choice, key: key, title: label)
    }
  }
}
