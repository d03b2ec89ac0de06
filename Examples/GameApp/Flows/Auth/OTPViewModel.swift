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
  @ObservationIgnored private weak var output: (any OTPViewModelOutput)?

  init(code: String, output: any OTPViewModelOutput) {
    self.code = code
    self.output = output
  }

  /// Whether the last code entered was wrong, with attempts still left.
  var lastCodeWasWrong: Bool { attemptsLeft < Self.attemptsAllowed && !isVerified }

  /// The person entered `code`; once verified or out of attempts, further codes are ignored.
  func codeSubmitted(_ code: String) {
    guard !isVerified, attemptsLeft > 0 else { return }
    if code == self.code {
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
