import FlowsShell

/// The OTP screen: asks for the code that was sent, and counts down the attempts left.
@MainActor
final class OTPScreen: ShellScreen {
  let viewModel: OTPViewModel

  init(viewModel: OTPViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "OTP" }

  var messages: [String] {
    let prompt = "Enter the code we sent to your phone."
    guard viewModel.lastCodeWasWrong else { return [prompt] }
    return [prompt, "wrong code, \(viewModel.attemptsLeft) attempts left"]
  }

  enum Action {
    case verify(code: String)
    case cancel
  }

  var actions: ScreenActions<Action> { Self.actionList }

  private static let actionList = ScreenActions<Action>([
    // The demo's code, and a wrong one.
    .action("verify", .word("CODE"), samples: ["123456", "000000"]) { .verify(code: $0) },
    .action("cancel", .cancel),
  ])

  func perform(_ action: Action) {
    switch action {
    case .verify(let code): viewModel.codeSubmitted(code)
    case .cancel: viewModel.cancelButtonTapped()
    }
  }
}
