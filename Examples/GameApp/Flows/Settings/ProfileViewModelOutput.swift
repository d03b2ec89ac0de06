import MVVM

/// What the Profile screen tells its flow.
@MainActor
protocol ProfileViewModelOutput: ViewModelOutput {
  func onProfileDoneButtonTap(_ viewModel: ProfileViewModel)
}
