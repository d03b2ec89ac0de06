import Coordinator

extension RouterEvent {
  /// The one-line description with the level and owner of every entry it names: what a diff
  /// shows when two events read the same in one line, as a push of the same screen by two flows.
  var detailedDescription: String {
    guard !entries.isEmpty else { return description }
    return description + " ["
      + entries.map {
        "#\($0.id): level \($0.level)\($0.tab.map { ", tab \($0)" } ?? ""), owner \($0.owner ?? "none")"
      }
      .joined(separator: "; ") + "]"
  }

  /// The diff of `expected` and `actual`, in one line an event, or with each event's levels and
  /// owners where a removed and an added line would read the same.
  static func diff(expected: [RouterEvent], actual: [RouterEvent]) -> String {
    let plain = LineDiff.render(
      expected: expected.map(\.description), actual: actual.map(\.description))
    let lines = plain.split(separator: "\n")
    let removed = Set(lines.filter { $0.hasPrefix("− ") }.map { $0.dropFirst(2) })
    let added = Set(lines.filter { $0.hasPrefix("+ ") }.map { $0.dropFirst(2) })
    guard !removed.isDisjoint(with: added) || (removed.isEmpty && added.isEmpty) else {
      return plain
    }
    return LineDiff.render(
      expected: expected.map(\.detailedDescription), actual: actual.map(\.detailedDescription))
  }
}
