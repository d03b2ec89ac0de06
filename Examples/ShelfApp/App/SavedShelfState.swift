/// Where the shelf app was when a session ended, as `--state FILE` keeps it: the selected tab
/// and the path of every tab that showed, such as
/// `{"selected":"search","tabs":["/books/2","/search/dune"]}`.
///
/// Not kept: a modal over the tabs, an editor's draft (the editor comes back with the saved
/// book), the onboarding.
struct SavedShelfState: Codable, Equatable, Sendable {
  /// The selected tab.
  var selected: String
  /// The path of each tab that showed, in the tab bar's order.
  var tabs: [String]
}
