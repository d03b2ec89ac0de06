/// A stand-in for the coordinator that owns a main screen and hears its output.
@MainActor
final class FlowSpy: MainScreenOutput {
  /// The flow owns its screen's view model, as a coordinator owns the screens it shows.
  private(set) var viewModel: MainScreenViewModel?
  private(set) var events: [String] = []

  func start() {
    viewModel = MainScreenViewModel(output: self)
  }

  func mainScreenDidTapPlay(_ viewModel: MainScreenViewModel) {
    events.append("play \(viewModel.playCount)")
  }

  func mainScreenDidTapSettings(_ viewModel: MainScreenViewModel) {
    events.append("settings")
  }
}
