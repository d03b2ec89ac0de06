/// Where the shelf app was when a session ended, as `--state FILE` keeps it: the selected tab
/// and the path of every tab that showed, such as
/// `{"selected":"search","tabs":["/books/2","/search/dune"]}`; at Welcome, no tab:
/// `{"selected":null,"tabs":[]}`.
///
/// Not kept: a modal over the tabs, an editor's draft (the editor comes back with the saved
/// book). Keys this version does not know are kept by the state file itself.
struct SavedShelfState: Codable, Equatable, Sendable {
  /// The selected tab; `nil` at Welcome, during the onboarding.
  var selected: String?
  /// The path of each tab that showed, in the tab bar's order.
  var tabs: [String]

  /// The state of a session that ended at Welcome.
  static let welcome = SavedShelfState(selected: nil, tabs: [])

  private enum CodingKeys: String, CodingKey {
    case selected, tabs
  }

  init(selected: String?, tabs: [String]) {
    self.selected = selected
    self.tabs = tabs
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    selected = try container.decode(String?.self, forKey: .selected)
    tabs = try container.decode([String].self, forKey: .tabs)
  }

  /// Writes every key, `selected` as `null` at Welcome: a key left out would let the file's
  /// older value stand.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(selected, forKey: .selected)
    try container.encode(tabs, forKey: .tabs)
  }
}
