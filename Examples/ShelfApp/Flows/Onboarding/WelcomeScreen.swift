import FlowsShell

/// The first screen of a first launch; `start` goes on to the shelf.
@MainActor
final class WelcomeScreen: ShellScreen {
  enum Action: Sendable {
    case start
  }

  private weak var flow: OnboardingFlowCoordinator?

  init(flow: OnboardingFlowCoordinator) {
    self.flow = flow
  }

  var screenName: String { "Welcome" }
  var messages: [String] { ["Welcome to your shelf."] }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([.action("start", .start)])

  func perform(_ action: Action) {
    switch action {
    case .start: flow?.proceed()
    }
  }
}
