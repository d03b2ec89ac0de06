/// The OTP screen: asks for the code that was sent, and counts down the attempts left.
@MainActor
final class OTPScreen: AppScreen {
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

  var actions: [ScreenAction] { Self.actionList }

  private static let actionList = [
    ScreenAction("verify", argument: "CODE"), ScreenAction("cancel"),
  ]

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    switch action {
    case "verify": viewModel.codeSubmitted(arguments[0])
    default: viewModel.cancelButtonTapped()
    }
  }
}
