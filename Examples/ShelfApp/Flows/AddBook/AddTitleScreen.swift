import FlowsShell
import MVVM

/// The first screen of the AddBook flow, presented over the tabs: `title TEXT`, `cancel`.
@MainActor
final class AddTitleScreen: ShellScreen, StateDeclaring {
  /// The draft so far: the title entered before, once the person came back to change it.
  struct State: Equatable, Sendable {
    var title: String?
  }

  enum Action: Sendable {
    case title(String)
    case cancel
  }

  private weak var flow: AddBookFlowCoordinator?

  init(flow: AddBookFlowCoordinator) {
    self.flow = flow
  }

  var screenName: String { "AddTitle" }
  var state: State { State(title: flow?.draftTitle) }
  var messages: [String] { ["the new book's title?"] }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([
    .action("title", BookTexts.text, samples: ["Emma"]) { .title($0) },
    .action("cancel", .cancel),
  ])

  func perform(_ action: Action) {
    switch action {
    case .title(let title): flow?.titleEntered(title)
    case .cancel: flow?.finish()
    }
  }
}
