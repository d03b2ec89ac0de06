extension ExplorationMap {
  /// A format a map is written in, named by the extension of the file it is written to.
  public enum Format: String, CaseIterable, Sendable {
    /// Graphviz's DOT language, for `dot -Tsvg map.dot`: ``ExplorationMap/dot()``.
    case dot
    /// A Mermaid flowchart: ``ExplorationMap/mermaid()``.
    case mermaid = "mmd"
    /// One self-contained HTML page that draws the map: ``ExplorationMap/html()``.
    case html
  }

  /// The format of a file named `path`, by its extension, `.dot`, `.mmd` or `.html` in any case;
  /// `nil` for any other name.
  public static func format(forFile path: String) -> Format? {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return Format(rawValue: name[name.index(after: dot)...].lowercased())
  }

  /// The map written in `format`.
  public func rendered(as format: Format) -> String {
    switch format {
    case .dot: dot()
    case .mermaid: mermaid()
    case .html: html()
    }
  }

  /// The flows the places belong to, in the order they were first reached, each with the numbers
  /// of its places in order: how every format groups the places.
  var flowGroups: [(flow: String, places: [Int])] {
    var groups: [(flow: String, places: [Int])] = []
    var indexOfFlow: [String: Int] = [:]
    for (index, place) in places.enumerated() {
      if let group = indexOfFlow[place.flow] {
        groups[group].places.append(index)
      } else {
        indexOfFlow[place.flow] = groups.count
        groups.append((place.flow, [index]))
      }
    }
    return groups
  }
}
