import Coordinator

/// The first key of every path of the sample app: which of the two top flows is shown.
enum AppKey: String, AppPathKey {
  /// The Auth flow, at its Login screen: `/login`.
  case login
  /// The Main flow, at its Main screen: `/main`.
  case main

  var followingKeys: (any AppPathKey.Type)? {
    switch self {
    case .login: AuthKey.self
    case .main: MainKey.self
    }
  }
}
