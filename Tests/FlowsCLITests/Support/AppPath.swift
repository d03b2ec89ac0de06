import Coordinator

@testable import FlowsShell
@testable import GameApp

/// The sample app's screens by path, for tests that go through each: a fixture, not the app's.
///
/// The app has no such table: it reads its paths from its flows' keys
/// (``AppPaths/all``), and `AppPathTests` checks that this list is that one.
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

  /// The screen shown at this path, by its screen name.
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

  /// The path as a value.
  var path: FlowPath { try! FlowPath(parsing: rawValue) }

  /// Why a link cannot show this path, as the flow that owns its last key says.
  var unreachableReason: String? { AppKey.unreachableReason(of: path.components[...]) }

  var description: String { rawValue }
}

extension AppCoordinator {
  /// ``currentPath`` as one of the fixture's paths.
  var currentAppPath: AppPath? { currentPath.flatMap { AppPath(rawValue: $0.description) } }
}
