import Coordinator

extension AccountFlowCoordinator: PathCoordinator {
  /// No key goes after `/account`.
  enum Key: PathKey {
    var pathComponent: String {
      switch self {}
    }

    init?(pathComponent: String) { nil }
  }

  var shownKeys: [Key] { [] }

  func item(for key: Key) -> NavigationItem? {
    switch key {}
  }
}
