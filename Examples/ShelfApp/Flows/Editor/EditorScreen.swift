import FlowsShell
import MVVM

/// A book's editor: `title TEXT` changes the draft, `save` stores it, `cancel` leaves.
@MainActor
final class EditorScreen: ShellScreen, StateDeclaring {
  /// The draft, and whether it differs from the book as stored.
  struct State: Equatable, Sendable {
    var title: String
    var author: String
    var changed: Bool
  }

  enum Action: Sendable {
    case title(String)
    case save, cancel
  }

  private weak var flow: BookEditorFlowCoordinator?

  init(flow: BookEditorFlowCoordinator) {
    self.flow = flow
  }

  var screenName: String { "Editor" }
  var state: State {
    guard let flow else { return State(title: "", author: "", changed: false) }
    return State(
      title: flow.draft.title, author: flow.draft.author, changed: flow.hasUnsavedChanges)
  }
  var messages: [String] {
    guard let flow else { return [] }
    return ["#\(flow.draft.id) \(flow.draft.title)" + (flow.hasUnsavedChanges ? " (unsaved)" : "")]
  }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([
    .action("title", BookTexts.text, samples: ["Arrakis"]) { .title($0) }, .action("save", .save),
    .action("cancel", .cancel),
  ])

  func perform(_ action: Action) {
    switch action {
    case .title(let title): flow?.titleChanged(title)
    case .save: flow?.save()
    case .cancel: flow?.cancel()
    }
  }
}
