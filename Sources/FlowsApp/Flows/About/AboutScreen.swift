/// The About screen, on a modal level: what the app is, with the way to its licenses.
@MainActor
final class AboutScreen: AppScreen {
  let viewModel: AboutViewModel

  init(viewModel: AboutViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "About" }

  var messages: [String] {
    [
      "Flows: a sample app of MVVM with flow coordinators, driven headless.",
      "It depends on nothing but the Swift toolchain.",
    ]
  }

  var actions: [ScreenAction] { Self.actionList }

  private static let actionList = [ScreenAction("licenses"), ScreenAction("close")]

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    switch action {
    case "licenses": viewModel.licensesButtonTapped()
    default: viewModel.closeButtonTapped()
    }
  }
}
