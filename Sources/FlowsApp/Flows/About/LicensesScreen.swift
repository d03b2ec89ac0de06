/// The Licenses screen, pushed inside the About flow's modal level.
@MainActor
final class LicensesScreen: AppScreen {
  let viewModel: LicensesViewModel

  init(viewModel: LicensesViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Licenses" }

  var messages: [String] {
    ["Swift and its standard library: Apache License 2.0 with Runtime Library Exception."]
  }

  var actions: [ScreenAction] { Self.actionList }

  private static let actionList = [ScreenAction("close")]

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    viewModel.closeButtonTapped()
  }
}
