import FlowsShell

/// The About screen, on a modal level: what the app is, with the way to its licenses.
@MainActor
final class AboutScreen: ShellScreen {
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

  enum Action {
    case licenses, close
  }

  var actions: ScreenActions<Action> { Self.actionList }

  private static let actionList = ScreenActions<Action>([
    .action("licenses", .licenses), .action("close", .close),
  ])

  func perform(_ action: Action) {
    switch action {
    case .licenses: viewModel.licensesButtonTapped()
    case .close: viewModel.closeButtonTapped()
    }
  }
}
