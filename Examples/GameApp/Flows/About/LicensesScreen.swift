import FlowsShell

/// The Licenses screen, pushed inside the About flow's modal level.
@MainActor
final class LicensesScreen: ShellScreen {
  let viewModel: LicensesViewModel

  init(viewModel: LicensesViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Licenses" }

  var messages: [String] {
    ["Swift and its standard library: Apache License 2.0 with Runtime Library Exception."]
  }

  enum Action {
    case close
  }

  var actions: ScreenActions<Action> { Self.actionList }

  private static let actionList = ScreenActions<Action>([.action("close", .close)])

  func perform(_ action: Action) {
    switch action {
    case .close: viewModel.closeButtonTapped()
    }
  }
}
