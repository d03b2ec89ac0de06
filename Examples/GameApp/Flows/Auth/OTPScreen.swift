import FlowsShell

/// The OTP screen: asks for the code that was sent, and counts down the attempts left.
@MainActor
final class OTPScreen: ShellScreen {
  let viewModel: OTPViewModel

  init(viewModel: OTPViewModel) {
    self.viewModel = viewModel
    // The code that was sent and a wrong one, for `flows --explore`.
    let wrong = viewModel.code == "000000" ? "111111" : "000000"
    actions = ScreenActions<Action>([
      .action("verify", .word("CODE"), samples: [viewModel.code, wrong]) { .verify(code: $0) },
      .action("cancel", .cancel),
    ])
  }

  var screenName: String { "OTP" }

  var messages: [String] {
    let prompt = "Enter the code we sent to your phone."
    if viewModel.isChecking { return [prompt, "Checking the code…"] }
    guard viewModel.lastCodeWasWrong else { return [prompt] }
    return [prompt, "wrong code, \(viewModel.attemptsLeft) attempts left"]
  }

  enum Action {
    case verify(code: String)
    case cancel
  }

  let actions: ScreenActions<Action>

  func perform(_ action: Action) {
    switch action {
    case .verify(let code): viewModel.codeSubmitted(code)
    case .cancel: viewModel.cancelButtonTapped()
    }
  }
}
