import Coordinator

/// The one table of the sample app's paths: every screen is shown at exactly one path.
///
/// ``AppCoordinator/currentPath`` derives the path from the screen on top of
/// the router through this table, so it always reflects the stack, and the
/// app records it in its navigation router after every move it did not make
/// by path. Which paths a deep link can open is the flows' to say, each
/// resolving its own keys; the table only names the screens, and explains
/// the two that a link cannot show.
enum AppPath: String, CaseIterable, Sendable, CustomStringConvertible {
  case login = "/login"
  case otp = "/login/otp"
  case main = "/main"
  case game = "/main/game"
  case result = "/main/game/result"
  case settings = "/main/settings"
  case profile = "/main/settings/profile"
  case about = "/main/about"
  case licenses = "/main/about/licenses"

  /// The path of the screen named `screenName`, or `nil` for a screen the app does not have.
  init?(screenName: String) {
    guard let path = Self.byScreenName[screenName] else { return nil }
    self = path
  }

  private static let byScreenName = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.screenName, $0) })

  /// The path as a value, as ``AppCoordinator/navigation`` holds it while this screen is on top.
  var path: Path { Self.paths[self]! }

  // Worked out once: the app finds the path of the screen on top, and compares it with its
  // navigation's, after every move of the router. The table's raw values are valid paths.
  private static let paths = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0, try! Path(parsing: $0.rawValue)) })

  /// The ``AppScreen`` shown at this path, by its screen name.
  var screenName: String {
    switch self {
    case .login: "Login"
    case .otp: "OTP"
    case .main: "Main"
    case .game: "Game"
    case .result: "Result"
    case .settings: "Settings"
    case .profile: "Profile"
    case .about: "About"
    case .licenses: "Licenses"
    }
  }

  /// Why a deep link cannot lead here, for a path only a person can reach.
  var unreachableReason: String? {
    switch self {
    case .otp: "it is reached only by logging in with a name"
    case .result: "it is reached only by winning a game"
    default: nil
    }
  }

  var description: String { rawValue }
}
