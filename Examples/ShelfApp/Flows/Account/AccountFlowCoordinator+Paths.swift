import Coordinator

extension AccountFlowCoordinator: PathCoordinator {
  /// No key goes after `/account`: no component parses as this one.
  enum Key: PathKey {
    case none

    var pathComponent: String { "" }

    init?(pathComponent: String) { nil }
  }

  var shownKeys: [Key] { [] }

  /// No item: no path goes on after the account.
  func item(for key: Key) -> NavigationItem? { nil }
}
