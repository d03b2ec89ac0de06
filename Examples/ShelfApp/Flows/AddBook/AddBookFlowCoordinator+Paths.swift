import Coordinator

extension AddBookFlowCoordinator: PathCoordinator {
  /// The key after `/books/add`: `author`, shown once a title was given; no link opens it.
  enum Key: String, PathKey {
    case author
  }

  var shownKeys: [Key] { authorScreen == nil ? [] : [.author] }

  var shownChild: (any PathCoordinator)? { nil }

  /// The author screen on show; `nil` otherwise, since only a title given here leads there.
  func item(for key: Key) -> NavigationItem? {
    guard let authorScreen else { return nil }
    return NavigationItem(self, screen: authorScreen, endsPath: true) { _, _, _, completion in
      completion()
    } pop: { animated, source, _, completion in
      try? source.router.pop(animated: animated)
      completion()
    }
  }
}
