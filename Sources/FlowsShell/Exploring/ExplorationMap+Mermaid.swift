extension ExplorationMap {
  /// The map as a Mermaid flowchart, for a Markdown page or `mmdc -i map.mmd`.
  ///
  /// `flowchart TD`: a `subgraph fN` per flow, titled with the flow's name, in the order the
  /// flows were first reached; a node `pN` per place, showing its screen and, on a second line,
  /// its path; an edge per move, labelled with its line; the places with a violation in the
  /// class `violation`, drawn in red. Every name, path and line is a quoted
  /// label in which only letters, digits, spaces and punctuation that Mermaid reads as text
  /// are written as they are: any other ASCII character is an entity code (`#34;` for a
  /// quote), a line break is `<br>`, and a control character shows as an escape such as
  /// `\u{1B}`, so no text can end a label or start a comment.
  public func mermaid() -> String {
    var text = "flowchart TD\n"
    for (index, group) in flowGroups.enumerated() {
      text += "  subgraph f\(index)[\(Self.mermaidString(group.flow))]\n"
      for place in group.places.map({ places[$0] }) {
        text += "    p\(place.id)[\(Self.mermaidString(Self.label(of: place)))]\n"
      }
      text += "  end\n"
    }
    for move in moves {
      text += "  p\(move.from) -->|\(Self.mermaidString(move.line))| p\(move.to)\n"
    }
    let marked = places.filter { !$0.violations.isEmpty }.map { "p\($0.id)" }
    if !marked.isEmpty {
      text += "  classDef violation stroke:#d00,stroke-width:3px\n"
      text += "  class \(marked.joined(separator: ",")) violation\n"
    }
    return text
  }

  /// The ASCII punctuation a Mermaid label shows as it is: none can end a quoted label, start
  /// an entity code, a comment or HTML, or close a bracket. Not the colon either: Mermaid drops
  /// the last `;` of a line in which `style` or `classDef` comes before a colon and a `#`, which
  /// would cut an entity code short.
  private static let mermaidPunctuation: Set<Unicode.Scalar> = [
    " ", "/", ".", ",", "-", "_", "=", "+", "?", "!", "@", "*", "~", "'", "(", ")", "$", "^",
  ]

  /// `text` as a quoted Mermaid label that shows `text`: ASCII letters, digits and
  /// ``mermaidPunctuation`` as they are, `\n` as `<br>`, a control character (C0, DEL, C1,
  /// U+2028, U+2029) as a visible escape such as `\u{1B}`, any other ASCII character as its
  /// entity code (`#34;` for `"`), and other characters as they are. An empty text is a space,
  /// since Mermaid reads no empty label.
  static func mermaidString(_ text: String) -> String {
    guard !text.isEmpty else { return "\" \"" }
    var quoted = "\""
    quoted.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        quoted += "<br>"
      } else if scalar.isControl || scalar == "\u{2028}" || scalar == "\u{2029}" {
        quoted += "#92;u#123;" + String(scalar.value, radix: 16, uppercase: true) + "#125;"
      } else if !scalar.isASCII || scalar.properties.isAlphabetic
        || ("0"..."9").contains(scalar) || mermaidPunctuation.contains(scalar)
      {
        quoted.unicodeScalars.append(scalar)
      } else {
        quoted += "#\(scalar.value);"
      }
    }
    return quoted + "\""
  }
}
