import MVVM
import Observation

/// The OTP screen's model: the code that was sent, and the attempts left to enter it.
@MainActor
@Observable
final class OTPViewModel: ViewModel {
  /// How many codes a person may enter before being sent back to Login.
  static let attemptsAllowed = 3

  /// The code that was sent, as the route carried it.
  let code: String
  private(set) var attemptsLeft = OTPViewModel.attemptsAllowed
  private(set) var isVerified = false
  /// Whether a code entered is being checked.
  private(set) var isChecking = false
  @ObservationIgnored private weak var output: (any OTPViewModelOutput)?

  init(code: String, output: any OTPViewModelOutput) {
    self.code = code
    self.output = output
  }

  /// Whether the last code entered was wrong, with attempts still left.
  var lastCodeWasWrong: Bool { attemptsLeft < Self.attemptsAllowed && !isVerified }

  /// The person entered `code`, which is sent to be checked; once verified or out of
  /// attempts, or while a code is checked, further codes are ignored.
  func codeSubmitted(_ code: String) {
    guard !isVerified, attemptsLeft > 0, !isChecking else { return }
    isChecking = true
    output?.onOTPCodeSubmitted(self, code: code)
  }

  /// The code entered was checked: it `matches` the one sent, or an attempt is used.
  func codeChecked(matches: Bool) {
    isChecking = false
    if matches {
      isVerified = true
      output?.onOTPCodeVerified(self)
      return
    }
    attemptsLeft -= 1
    if attemptsLeft == 0 {
      output?.onOTPAttemptsExhausted(self)
    }
  }

  func cancelButtonTapped() {
    output?.onOTPCancelButtonTap(self)
  }
}
