import Coordinator

/// Entry ids in written expectations: a stack, tree or event written without any (`level 0:
/// Home, Detail`, `pushed Detail`) is compared with the actual text with its ids taken out,
/// so that one more screen early in a test does not renumber every line after it.
///
/// The ids are taken out by value: each entry's own `#id name`, in the order the text shows
/// the entries, becomes `name`; other text, ids in a refused call's error included, and a
/// screen whose name starts with `#1`, stays as it is.
enum EntryIDs {
  /// `text` with the renderings `#id name` of `entries` replaced by their names, each found
  /// after the one before.
  static func removing(_ entries: [(id: Int, name: String)], from text: String) -> String {
    var result = ""
    var rest = text[...]
    for entry in entries {
      guard let range = rest.firstRange(of: "#\(entry.id) \(entry.name)") else { continue }
      result += rest[..<range.lowerBound]
      result += entry.name
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  /// The actual value a failure shows beside an expectation: `whole` when the expectation
  /// names an id, else `withoutIDs`.
  static func shown<Value>(whole: Value, withoutIDs: Value, expectationNamesIDs: Bool) -> Value {
    expectationNamesIDs ? whole : withoutIDs
  }

  /// The actual value a failure shows beside `expected`, or `nil` when `expected` is the actual
  /// value whole or without its ids: the one rule of every stack, events and tree expectation.
  static func mismatch<Value: Equatable>(
    expected: Value, whole: Value, withoutIDs: Value, expectationNamesIDs: Bool
  ) -> Value? {
    guard expected != whole && expected != withoutIDs else { return nil }
    return shown(whole: whole, withoutIDs: withoutIDs, expectationNamesIDs: expectationNamesIDs)
  }

  /// The entries `event` shows, in the order its description writes them.
  static func entries(of event: RouterEvent) -> [(id: Int, name: String)] {
    return event.entries.map { ($0.id, $0.screen) }
  }
}

extension RouterEvent {
  /// The one-line description without the ids of the entries it shows: `pushed Detail`.
  var descriptionWithoutIDs: String {
    EntryIDs.removing(EntryIDs.entries(of: self), from: description)
  }
}

extension RouterStack {
  /// The description without the entries' ids: `level 0: Home, Detail`.
  var descriptionWithoutIDs: String {
    EntryIDs.removing(entries.map { ($0.id, $0.screen) }, from: description)
  }
}

extension CoordinatorTree {
  /// The indented form without the screens' ids: `Root [Home]`.
  var textWithoutIDs: String {
    EntryIDs.removing(
      nodes.flatMap { $0.node.screens.map { ($0.id, $0.name) } }, from: render(.text))
  }
}

extension StringProtocol {
  /// Whether the text names an entry by an id: `#` and digits and a space, at the start or
  /// after a space, `[` or `(`, as in `pushed #2 Detail`.
  var namesEntryID: Bool {
    var previous: Character?
    var index = startIndex
    while index < endIndex {
      defer {
        previous = self[index]
        index = self.index(after: index)
      }
      guard self[index] == "#", previous.map({ " [(".contains($0) }) ?? true else { continue }
      let digits = self[self.index(after: index)...].prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty && digits.endIndex < endIndex && self[digits.endIndex] == " " {
        return true
      }
    }
    return false
  }
}

extension Array where Element: StringProtocol {
  /// Whether any line names an entry by an id.
  var namesEntryID: Bool { contains { $0.namesEntryID } }
}
