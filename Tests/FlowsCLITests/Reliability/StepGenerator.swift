/// Draws the steps of a random session from a seed: mostly what a person would do on the screen
/// the model says is on top, and among it bad arguments, actions of other screens, the back
/// button, cancelled back-swipes, swipe-downs, deep links good and bad, `:open /login` (a
/// logout from anywhere) and the shell's other commands.
struct StepGenerator: Sendable {
  private var random: SessionRandom
  private let otpCode: String

  init(seed: UInt64, otpCode: String = "123456") {
    random = SessionRandom(seed: seed)
    self.otpCode = otpCode
  }

  static let goodNames = ["Ada", "Grace", "Lin_2", "x", "a-b", String(repeating: "z", count: 32)]
  static let badNames = [String(repeating: "z", count: 33), "bad!", "Zoë", "日本", "a.b"]
  static let badPaths = [
    "/nowhere", "/main/nothing", "/main/settings/nothing", "/main/game/x", "/login/main", "main",
    "//", "/main/", "/", "/MAIN", "/main/settings/profile/profile", "/main/about/licenses/x",
    "/login/otp/x", "/main/\u{1B}[2J",
    // At the path's limits, 4,096 bytes and 64 components, and just over them.
    "/main/" + String(repeating: "x", count: 4_090),
    "/main/" + String(repeating: "x", count: 4_091),
    "/" + Array(repeating: "main", count: 64).joined(separator: "/"),
    "/" + Array(repeating: "main", count: 65).joined(separator: "/"),
  ]
  static let otherScreensLines = [
    "login Ada", "verify 123456", "cancel", "play", "settings", "about", "logout", "guess 5",
    "quit", "again", "done", "difficulty easy", "sound off", "profile", "name Ada", "licenses",
    "close", "jump", "LOGIN Ada",
  ]
  static let malformedCommands = [
    ":bogus", ":back now", ":open", ":open /main /login", ":tree --format bogus", ":dismiss x",
    ":path x",
  ]
  static let harmlessCommands = [":path", ":tree --format line", ":stack", ":help", ":screen"]

  /// White space a line may have around and between its words, ASCII and not.
  static let spaces = [
    " ", "  ", "\t", " \t ", "\u{0B}", "\u{0C}", "\u{A0}", "\u{3000}", "\u{2029}",
  ]

  /// The next step for an app the model says is in `model`'s state.
  mutating func next(for model: ReferenceModel) -> SessionStep {
    let step: SessionStep =
      switch random.pick([(56, 0), (12, 1), (7, 2), (25, 3)]) {
      case 0: good(on: model.top)
      case 1: bad(on: model.top)
      case 2: .line(random.element(of: Self.otherScreensLines))
      default: command()
      }
    guard case .line(let line) = step, Int.random(in: 0..<12, using: &random) == 0 else {
      return step
    }
    return .line(spaced(line))
  }

  /// `line` with other white space around and between its words, which must change nothing.
  private mutating func spaced(_ line: String) -> String {
    let words = line.split(separator: " ")
    var spaced = Int.random(in: 0..<2, using: &random) == 0 ? random.element(of: Self.spaces) : ""
    for (index, word) in words.enumerated() {
      spaced += (index == 0 ? "" : random.element(of: Self.spaces)) + word
    }
    return spaced
      + (Int.random(in: 0..<2, using: &random) == 0 ? random.element(of: Self.spaces) : "")
  }

  private mutating func good(on screen: ModelScreen) -> SessionStep {
    let line: String
    switch screen {
    case .login: line = "login " + random.element(of: Self.goodNames)
    case .otp:
      line = random.pick([
        (4, "verify \(otpCode)"), (3, "verify " + random.element(of: ["000000", "12345", "abc"])),
        (1, "cancel"),
      ])
    case .main:
      line = random.pick([(3, "play"), (3, "settings"), (2, "about"), (1, "logout")])
    case .game:
      return random.pick([
        (3, .guess(offset: 0)), (3, .guess(offset: Int.random(in: -5...5, using: &random))),
        (1, .line("quit")),
      ])
    case .result: line = random.element(of: ["again", "done"])
    case .settings:
      line = random.pick([
        (3, "difficulty " + random.element(of: ["easy", "normal", "hard"])),
        (2, "sound " + random.element(of: ["on", "off"])), (2, "profile"), (2, "done"),
      ])
    case .profile:
      line = random.pick([(3, "name " + random.element(of: Self.goodNames)), (2, "done")])
    case .about: line = random.element(of: ["licenses", "close"])
    case .licenses: line = "close"
    }
    return .line(line)
  }

  private mutating func bad(on screen: ModelScreen) -> SessionStep {
    let lines: [String]
    switch screen {
    case .login: lines = Self.badNames.map { "login " + $0 } + ["login", "login a b"]
    case .otp: lines = ["verify", "verify 1 2", "cancel now"]
    case .main: lines = ["play now", "logout x", "settings x"]
    case .game:
      return random.pick([
        (2, .guess(offset: random.element(of: [-2_000, 2_000]))),
        (3, .line(random.element(of: ["guess abc", "guess 1.5", "guess", "guess 1 2", "quit x"]))),
      ])
    case .result: lines = ["again 2", "done x"]
    case .settings:
      lines = ["difficulty medium", "difficulty EASY", "sound loud", "difficulty", "profile x"]
    case .profile: lines = Self.badNames.map { "name " + $0 } + ["name"]
    case .about: lines = ["licenses x", "close x"]
    case .licenses: lines = ["close x", "licenses"]
    }
    return .line(random.element(of: lines))
  }

  private mutating func command() -> SessionStep {
    let paths = ModelScreen.paths.keys.sorted()
    let line: String =
      switch random.pick([
        (5, 0), (2, 1), (2, 2), (5, 3), (1, 4), (2, 5), (1, 6), (1, 7), (1, 8), (1, 9),
      ]) {
      case 0: ":back"
      case 1: ":back --cancel"
      case 2: ":dismiss"
      case 3: ":open " + random.element(of: paths)
      case 4: ":open /login"
      case 5: ":open " + random.element(of: Self.badPaths)
      case 6: random.element(of: Self.harmlessCommands)
      case 7: ":expect path " + random.element(of: paths)
      case 8: ":expect screen " + random.element(of: ModelScreen.allCases).title
      default: random.element(of: Self.malformedCommands)
      }
    return .line(line)
  }
}
