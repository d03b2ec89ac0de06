/// An independent reference model of the sample app: from each input line it predicts whether
/// the shell accepts it and where the app is afterwards.
///
/// It is written from the shell's contract (CLI.md, whose reference in the repository is
/// `Documentation/Shell.md`) and the paths in DESIGN.md, with its own small state machine: the
/// screens on the stack, the one-time-code attempts left, a deep link waiting for
/// the login, whether the game on screen is won, and the settings. It shares no code with the
/// app: it parses lines itself, knows the nine paths by heart and decides every move itself.
/// The only thing it is told is the secret of the game on screen, which the app draws from its
/// seeded randomness, so that it can predict what a guess does.
struct ReferenceModel: Equatable, Sendable {
  /// What the shell does with a line.
  enum Verdict: Equatable, Sendable {
    case accepted
    case rejected
    case expectationFailed
  }

  /// The model's own difficulty: the largest number a game of it draws.
  enum Difficulty: String, CaseIterable, Sendable {
    case easy
    case normal
    case hard

    var largest: Int {
      switch self {
      case .easy: 10
      case .normal: 100
      case .hard: 1000
      }
    }
  }

  /// Why Login says a person must log in again.
  enum Notice: Equatable, Sendable {
    case tooManyAttempts
    case loginRequired
  }

  /// What the last guess of the running game earned.
  enum Hint: Equatable, Sendable {
    case tooLow
    case tooHigh
    case correct
  }

  /// How many wrong codes send a person back to Login.
  static let attemptsAllowed = 3

  /// The screens from the bottom of the root stack up, the modal About level included.
  private(set) var screens: [ModelScreen] = [.login]
  /// Wrong codes the OTP screen on top still accepts.
  private(set) var attemptsLeft = attemptsAllowed
  /// A deep link opened while logged out, shown once the code is verified.
  private(set) var pendingLink: [ModelScreen]?
  /// What Login says besides its prompt.
  private(set) var notice: Notice?
  /// The guesses of the running game in its range, and what the last one earned.
  private(set) var tries = 0
  private(set) var hint: Hint?
  /// The tries and the secret of the won game that Result shows.
  private(set) var wonTries = 0
  private(set) var wonSecret = 0
  /// Whether the running game was won.
  var isGameWon: Bool { hint == .correct }
  /// The largest number of the running game, fixed when it started.
  private(set) var gameLargest = Difficulty.normal.largest
  private(set) var difficulty = Difficulty.normal
  private(set) var isSoundOn = true
  private(set) var profileName = "Player"

  /// The code the demo "sends".
  let otpCode: String
  /// A deliberate error, for tests of the checks themselves.
  let bug: ModelBug?

  init(otpCode: String = "123456", bug: ModelBug? = nil) {
    self.otpCode = otpCode
    self.bug = bug
  }

  var top: ModelScreen { screens[screens.count - 1] }
  var isLoggedIn: Bool { screens[0] == .main }
  var path: String { ModelScreen.path(of: screens) }

  /// The one-line tree the app should show.
  var treeLine: String {
    guard isLoggedIn else { return "AppCoordinator(AuthFlowCoordinator)" }
    let child: String? =
      switch screens.count > 1 ? screens[1] : nil {
      case .game: "GameFlowCoordinator"
      case .settings: "SettingsFlowCoordinator"
      case .about: "AboutFlowCoordinator"
      default: nil
      }
    return "AppCoordinator(MainFlowCoordinator" + (child.map { "(\($0))" } ?? "") + ")"
  }

  /// What the screen on top says, or `nil` for the About level's fixed text.
  var messages: [String]? {
    switch top {
    case .login:
      let prompt = "Log in with your name."
      switch notice {
      case nil: return [prompt]
      case .tooManyAttempts: return [prompt, "too many attempts"]
      case .loginRequired: return [prompt, "log in to continue"]
      }
    case .otp:
      let prompt = "Enter the code we sent to your phone."
      let wrong = Self.attemptsAllowed - attemptsLeft
      return wrong == 0 ? [prompt] : [prompt, "wrong code, \(attemptsLeft) attempts left"]
    case .main:
      return [
        "Welcome, \(profileName).",
        "Difficulty: \(difficulty.rawValue). Sound: \(isSoundOn ? "on" : "off").",
      ]
    case .game:
      let prompt = "Guess a number between 1 and \(gameLargest)."
      switch hint {
      case .tooLow: return [prompt, "too low"]
      case .tooHigh: return [prompt, "too high"]
      case nil, .correct: return [prompt]
      }
    case .result:
      return ["correct in \(wonTries) tries", "The number was \(wonSecret)."]
    case .settings:
      return [
        "Difficulty: \(difficulty.rawValue)", "Sound: \(isSoundOn ? "on" : "off")",
        "Profile name: \(profileName)",
      ]
    case .profile:
      return ["Profile name: \(profileName)"]
    case .about, .licenses:
      return nil
    }
  }

  /// Runs `line`; `secret` is the secret of the game on screen, if one is.
  mutating func step(_ line: String, secret: Int?) -> Verdict {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else { return .rejected }
    let arguments = Array(words.dropFirst())
    let accepted: Bool
    if first.hasPrefix(":") {
      switch (first, arguments) {
      case (":expect", let arguments) where arguments.count == 2:
        switch arguments[0] {
        case "path": return arguments[1] == path ? .accepted : .expectationFailed
        case "screen": return arguments[1] == top.title ? .accepted : .expectationFailed
        default: return .rejected
        }
      case (":open", let arguments) where arguments.count == 1:
        accepted = open(arguments[0])
      default:
        accepted = command(first, arguments)
      }
    } else {
      accepted = action(first, arguments, secret: secret)
    }
    return accepted ? .accepted : .rejected
  }

  // MARK: - Shell commands

  private mutating func command(_ name: String, _ arguments: [String]) -> Bool {
    switch (name, arguments) {
    case (":path", []), (":help", []), (":stack", []), (":screen", []), (":tree", []),
      (":tree", ["--format", "line"]), (":tree", ["--format", "dot"]):
      return true
    case (":back", []):
      guard !top.isLevelRoot else { return false }
      if bug == .backFromProfileGoesToMain && top == .profile {
        screens = [.main]
        return true
      }
      if top == .result {
        // Leaving Result for the Game screen plays again, however it leaves.
        restartGame()
      }
      screens.removeLast()
      return true
    case (":back", ["--cancel"]):
      return !top.isLevelRoot
    case (":dismiss", []):
      guard let about = screens.firstIndex(of: .about) else { return false }
      screens.removeSubrange(about...)
      return true
    default:
      return false
    }
  }

  /// A deep link: the nine paths, less the two only a person reaches, from anywhere.
  private mutating func open(_ string: String) -> Bool {
    guard let target = ModelScreen.paths[string] else { return false }
    guard target != screens else { return true }
    if target == [.login, .otp] { return false }
    if target == [.main, .game, .result] {
      guard isLoggedIn, screens.starts(with: [.main, .game]), isGameWon else { return false }
      screens = target
      return true
    }
    guard isLoggedIn else {
      screens = [.login]
      if target != [.login] {
        pendingLink = target
        notice = .loginRequired
      }
      return true
    }
    guard target != [.login] else {
      logOut()
      return true
    }
    if screens == [.main, .game, .result] && target == [.main, .game] {
      // Leaving Result by a path plays again, as `again` does.
      restartGame()
    } else if target.contains(.game) && !screens.contains(.game) {
      startGame()
    }
    screens = target
    return true
  }

  // MARK: - Screen actions

  private mutating func action(_ name: String, _ arguments: [String], secret: Int?) -> Bool {
    switch (top, name, arguments.count) {
    case (.login, "login", 1):
      guard Self.isName(arguments[0]) else { return false }
      screens.append(.otp)
      attemptsLeft = Self.attemptsAllowed
      notice = nil
    case (.otp, "verify", 1):
      verify(arguments[0])
    case (.otp, "cancel", 0):
      screens = [.login]
    case (.main, "play", 0):
      startGame()
      screens.append(.game)
    case (.main, "settings", 0):
      screens.append(.settings)
    case (.main, "about", 0):
      screens.append(.about)
    case (.main, "logout", 0):
      logOut()
    case (.game, "guess", 1):
      guard let number = Int(arguments[0]), (1...gameLargest).contains(number) else {
        return false
      }
      guard !isGameWon, let secret else { break }
      tries += 1
      hint = number < secret ? .tooLow : number > secret ? .tooHigh : .correct
      if hint == .correct {
        (wonTries, wonSecret) = (tries, secret)
        screens.append(.result)
      }
    case (.game, "quit", 0), (.result, "done", 0), (.settings, "done", 0),
      (.about, "close", 0), (.licenses, "close", 0):
      screens = [.main]
    case (.result, "again", 0):
      screens.removeLast()
      restartGame()
    case (.settings, "difficulty", 1):
      guard let chosen = Difficulty(rawValue: arguments[0]) else { return false }
      difficulty = chosen
    case (.settings, "sound", 1):
      guard arguments[0] == "on" || arguments[0] == "off" else { return false }
      isSoundOn = arguments[0] == "on"
    case (.settings, "profile", 0):
      screens.append(.profile)
    case (.profile, "name", 1):
      guard Self.isName(arguments[0]) else { return false }
      profileName = arguments[0]
    case (.profile, "done", 0):
      screens.removeLast()
    case (.about, "licenses", 0):
      screens.append(.licenses)
    default:
      return false
    }
    return true
  }

  private mutating func verify(_ code: String) {
    guard code == otpCode else {
      attemptsLeft -= 1
      if attemptsLeft == 0 {
        screens = [.login]
        notice = .tooManyAttempts
      }
      return
    }
    screens = pendingLink ?? [.main]
    pendingLink = nil
    if screens.contains(.game) {
      startGame()
    }
  }

  private mutating func logOut() {
    screens = [.login]
    pendingLink = nil
    notice = nil
  }

  private mutating func startGame() {
    restartGame()
    gameLargest = difficulty.largest
  }

  private mutating func restartGame() {
    tries = 0
    hint = nil
  }

  /// 1 to 32 of ASCII letters, digits, `_` and `-`.
  static func isName(_ word: String) -> Bool {
    (1...32).contains(word.unicodeScalars.count)
      && word.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
      }
  }
}
