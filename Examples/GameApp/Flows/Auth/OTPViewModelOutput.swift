import MVVM

/// What the OTP screen tells its flow.
@MainActor
protocol OTPViewModelOutput: ViewModelOutput {
  /// The person entered `code`, to be checked; the answer comes back in
  /// ``OTPViewModel/codeChecked(matches:)``.
  func onOTPCodeSubmitted(_ viewModel: OTPViewModel, code: String)
  /// The person entered the code that was sent.
  func onOTPCodeVerified(_ viewModel: OTPViewModel)
  /// The person entered a wrong code for the last allowed time.
  func onOTPAttemptsExhausted(_ viewModel: OTPViewModel)
  func onOTPCancelButtonTap(_ viewModel: OTPViewModel)
}
