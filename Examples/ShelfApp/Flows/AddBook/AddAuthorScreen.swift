import FlowsShell
import MVVM

/// The second screen of the AddBook flow: `author TEXT` ends it with the book, `cancel`.
@MainActor
final class AddAuthorScreen: ShellScreen, StateDeclaring {
  /// The draft so far: its title.
  struct State: Equatable, Sendable {
    var title: String
  }

  enum Action: Sendable {
    case author(String)
    case cancel
  }

  let title: String
  private weak var flow: AddBookFlowCoordinator?

  init(title: String, flow: AddBookFlowCoordinator) {
    self.title = title
    self.flow = flow
  }

  var screenName: String { "AddAuthor" }
  var state: State { State(title: title) }
  var messages: [String] { ["\(title) — by whom?"] }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([
    .action("author", BookTexts.text, samples: ["Jane Austen"]) { .author($0) },
    .action("cancel", .cancel),
  ])

  func perform(_ action: Action) {
    switch action {
    case .author(let author): flow?.authorEntered(author, title: title)
    case .cancel: flow?.finish()
    }
  }
}
