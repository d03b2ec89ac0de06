import MVVM
import Observation

/// The Login screen's model: takes a name, and says why the person is back here, if they are.
@MainActor
@Observable
final class LoginViewModel: ViewModel, StateDeclaring {
  /// What the screen waits for, as the shell's `:state` prints it.
  struct State: Equatable, Sendable {
    /// Whether a login request runs.
    var request: Request
  }

  /// A login request: none running, or one running.
  enum Request: Equatable, Sendable {
    case idle
    case running
  }

  /// Why the person is asked to log in again.
  enum Notice: Equatable {
    /// Three wrong codes in a row.
    case tooManyAttempts
    /// A deep link waits for the person to log in.
    case loginRequired
  }

  private(set) var notice: Notice?
  /// Whether a login request runs.
  private(set) var isLoggingIn = false
  var state: State { State(request: isLoggingIn ? .running : .idle) }
  @ObservationIgnored private weak var output: (any LoginViewModelOutput)?

  init(output: any LoginViewModelOutput) {
    self.output = output
  }

  /// The person entered `name`; a name that is not 1–32 of letters, digits, `_` and `-`,
  /// or one entered while a request runs, is ignored.
  func loginSubmitted(name: String) {
    guard Settings.isValidName(name), !isLoggingIn else { return }
    notice = nil
    isLoggingIn = true
    output?.onLoginSubmitted(self, name: name)
  }

  /// The login request ended, with a code sent or not.
  func requestEnded() {
    isLoggingIn = false
  }

  /// The code screen ran out of attempts and sent the person back here.
  func attemptsExhausted() {
    notice = .tooManyAttempts
  }

  /// A deep link was opened that the person must log in to reach.
  func loginRequired() {
    notice = .loginRequired
  }
}
