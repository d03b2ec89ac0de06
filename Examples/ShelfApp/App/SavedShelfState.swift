import Coordinator

/// Where the shelf app was when a session ended, as `--state FILE` keeps it: a
/// ``NavigationSnapshot`` of the selected tab's path and every other started tab's, such as
/// `{"path":"/books/2","tabs":["/search/dune"]}`; at Welcome, during the onboarding,
/// `{"path":"/welcome","tabs":[]}`.
///
/// Not kept: a modal over the tabs (its tab is saved as it is under it), an editor's draft (the
/// editor comes back with the saved book). A file an earlier version wrote,
/// `{"selected":"search","tabs":["/books/2","/search/dune"]}`, reads as the same place, and is
/// written in this format the next time.
struct SavedShelfState: Codable, Equatable, Sendable {
  /// Where the app was.
  var navigation: NavigationSnapshot
  /// The `selected` key of a file an earlier version wrote; `nil` for any other.
  ///
  /// Written back only when a file read is written again as read, as the state file's merge
  /// does to learn which keys this version knows: so the key counts as known, and a state
  /// saved without it drops it rather than keep it as a key of a later version.
  private var earlierSelection: String??

  /// The state of a session that ended at Welcome.
  static let welcome = SavedShelfState(
    navigation: NavigationSnapshot(path: FlowPath(ShelfKey.welcome)))

  init(navigation: NavigationSnapshot) {
    self.navigation = navigation
  }

  /// The keys of the format earlier versions wrote.
  private enum EarlierKeys: String, CodingKey {
    case path, selected, tabs
  }

  /// Reads a snapshot, or a file of the earlier format as the same place: its selected tab's
  /// path shown, the other tabs' beside it.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: EarlierKeys.self)
    guard !container.contains(.path), container.contains(.selected) else {
      navigation = try NavigationSnapshot(from: decoder)
      return
    }
    let selected = try container.decode(String?.self, forKey: .selected)
    let tabs = try container.decode([FlowPath].self, forKey: .tabs)
    var shown = FlowPath(ShelfKey.welcome)
    if let selected {
      shown =
        try tabs.first { $0.components.first == selected } ?? FlowPath(parsing: "/\(selected)")
    }
    navigation = NavigationSnapshot(path: shown, tabs: tabs.filter { $0 != shown })
    earlierSelection = .some(selected)
  }

  func encode(to encoder: any Encoder) throws {
    try navigation.encode(to: encoder)
    if let earlierSelection {
      var container = encoder.container(keyedBy: EarlierKeys.self)
      try container.encode(earlierSelection, forKey: .selected)
    }
  }
}
