import Coordinator

extension CoordinatorTreeFormat {
  /// The form a written tree expectation is in: the indented ``text`` form when it spans lines,
  /// or when a name is followed by its screens (` [`) or its lifecycle (` (idle)`,
  /// ` (finished)`); the one-line ``line`` form otherwise.
  ///
  /// Only what lies outside the angle brackets of a generic name counts, so
  /// `Pair<Int, (Int, Int)>(Child)` is a one-line tree, not an indented one.
  static func ofExpectation(_ expected: String) -> CoordinatorTreeFormat {
    if expected.contains(where: \.isNewline) { return .text }
    let characters = Array(expected)
    var depth = 0
    for index in characters.indices {
      switch characters[index] {
      case "<"
      where index > 0
        && (characters[index - 1].isLetter
          || characters[index - 1].isNumber || characters[index - 1] == "_"):
        // After a type's name, as the tree's parsers read it.
        depth += 1
      case ">" where depth > 0 && (index == 0 || characters[index - 1] != "-"):
        depth -= 1
      case " " where depth == 0:
        let rest = String(characters[(index + 1)...])
        if rest.hasPrefix("[")
          || CoordinatorLifecycle.allCases.contains(where: { rest.hasPrefix("(\($0.rawValue))") })
        {
          return .text
        }
      default:
        break
      }
    }
    return .line
  }
}

extension CoordinatorTree {
  /// The tree as a failure shows it beside `expected`, in its form, or `nil` when it matches:
  /// as it is, or without its screens' ids when `expected` names none.
  func mismatch(with expected: String) -> String? {
    let form = CoordinatorTreeFormat.ofExpectation(expected)
    let whole = render(form)
    return EntryIDs.mismatch(
      expected: expected, whole: whole, withoutIDs: form == .text ? textWithoutIDs : whole,
      expectationNamesIDs: expected.namesEntryID)
  }
}
