import MVVM

/// What the Login screen tells its flow.
@MainActor
protocol LoginViewModelOutput: ViewModelOutput {
  /// The person entered a valid name and should be sent a code.
  func onLoginSubmitted(_ viewModel: LoginViewModel, name: String)
}
