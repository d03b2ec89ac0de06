/// A screen of the sample app as the reference model knows it, by its path key.
///
/// Written from CLI.md and DESIGN.md, not from the app's code: the model's own
/// names for the nine screens, which make its paths and its expected trees.
enum ModelScreen: String, CaseIterable, Sendable {
  case login
  case otp
  case main
  case game
  case result
  case settings
  case profile
  case about
  case licenses

  /// The name `:expect screen` takes.
  var title: String {
    switch self {
    case .otp: "OTP"
    default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
  }

  /// Whether the platform's back button has nothing to go back to from here: the root of a level.
  var isLevelRoot: Bool { self == .login || self == .main || self == .about }

  /// The path of `screens`, such as `/main/settings/profile`.
  static func path(of screens: [ModelScreen]) -> String {
    "/" + screens.map(\.rawValue).joined(separator: "/")
  }

  /// Every path of the app, by its string, with the screens it shows.
  static let paths: [String: [ModelScreen]] = [
    "/login": [.login], "/login/otp": [.login, .otp], "/main": [.main],
    "/main/game": [.main, .game], "/main/game/result": [.main, .game, .result],
    "/main/settings": [.main, .settings], "/main/settings/profile": [.main, .settings, .profile],
    "/main/about": [.main, .about], "/main/about/licenses": [.main, .about, .licenses],
  ]
}
