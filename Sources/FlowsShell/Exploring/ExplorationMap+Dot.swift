extension ExplorationMap {
  /// The map in Graphviz's DOT language, for `dot -Tsvg map.dot > map.svg`.
  ///
  /// A `digraph` drawn left to right: one `subgraph cluster_N` per flow, labelled with the
  /// flow's name, in the order the flows were first reached; a node `pN` per place, labelled
  /// with its screen and, on a second line, its path, and drawn in red with its violations as its
  /// tooltip where it has any; an edge per move, labelled with its line.
  /// Every name, path and line is written as a quoted string that any character leaves whole: a
  /// quote or backslash is escaped, a line break breaks the label's line, and any other control
  /// character shows as an escape such as `\u{1B}`.
  public func dot() -> String {
    var text = "digraph map {\n"
    text += "  rankdir=LR;\n"
    text += "  node [shape=box, style=\"rounded,filled\", fillcolor=white];\n"
    for (index, group) in flowGroups.enumerated() {
      text += "  subgraph cluster_\(index) {\n"
      text += "    label=\(Self.dotString(group.flow));\n"
      for place in group.places.map({ places[$0] }) {
        // A place with a violation is drawn in red, each violation in its tooltip.
        let mark =
          place.violations.isEmpty
          ? ""
          : ", color=red, penwidth=2, tooltip="
            + Self.dotString(place.violations.map(\.description).joined(separator: "\n"))
        text += "    p\(place.id) [label=\(Self.dotString(Self.label(of: place)))\(mark)];\n"
      }
      text += "  }\n"
    }
    for move in moves {
      text += "  p\(move.from) -> p\(move.to) [label=\(Self.dotString(move.line))];\n"
    }
    text += "}\n"
    return text
  }

  /// What a place's node shows: its screen, and its path on a second line when it has one.
  static func label(of place: Place) -> String {
    place.path.map { place.screen + "\n" + $0 } ?? place.screen
  }

  /// `text` as a DOT quoted string whose label shows `text`: `"` and `\` escaped, `\n` a line
  /// break, and every other control character (C0, DEL, C1, U+2028, U+2029) as a visible escape
  /// such as `\u{1B}`, its backslash doubled so the label shows it.
  static func dotString(_ text: String) -> String {
    var quoted = "\""
    quoted.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      default:
        if scalar.isControl || scalar == "\u{2028}" || scalar == "\u{2029}" {
          quoted += "\\\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\""
  }
}
