import Coordinator

/// The first key of the shelf app's paths: the onboarding's Welcome, or a tab.
enum ShelfKey: String, PathKey {
  case welcome, books, search, account

  /// The key of a tab.
  init(_ tab: ShelfTab) {
    switch tab {
    case .books: self = .books
    case .search: self = .search
    case .account: self = .account
    }
  }

  /// The tab the key names, if it names one.
  var tab: ShelfTab? { ShelfTab(rawValue: rawValue) }
}
