/// What the Settings flow tells the flow that started it, as in the seed.
@MainActor
protocol SettingsFlowCoordinatorOutput: AnyObject {
  /// The player finished with the settings; the flow should end.
  func onSettingsFinishFlow()
}
