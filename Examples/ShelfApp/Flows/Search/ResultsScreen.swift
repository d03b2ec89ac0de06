import FlowsShell
import MVVM

/// The books that match a search: `open ID` of one of them.
@MainActor
final class ResultsScreen: ShellScreen, StateDeclaring {
  /// The text searched for, and whether a newer search runs.
  struct State: Equatable, Sendable {
    var text: String
    var searching: Bool
  }

  enum Action: Sendable {
    case open(Int)
  }

  let text: String
  private weak var flow: SearchFlowCoordinator?
  private let store: ShelfStore

  init(text: String, flow: SearchFlowCoordinator, store: ShelfStore) {
    self.text = text
    self.flow = flow
    self.store = store
  }

  var screenName: String { "Results" }
  var state: State { State(text: text, searching: flow?.searchingFor != nil) }
  var messages: [String] {
    let books = store.shelf.books(matching: text)
    return books.isEmpty ? ["no books match \"\(text)\""] : books.map(\.line)
  }
  /// The action, with the ids of the books found as its samples (`flows --explore`), made
  /// again only when they change.
  var actions: ScreenActions<Action> {
    let ids = store.shelf.books(matching: text).map(\.id)
    if let made, made.ids == ids { return made.actions }
    let actions = ScreenActions<Action>([
      .action("open", BookTexts.id, samples: ids.map(String.init)) { .open($0) }
    ])
    made = (ids, actions)
    return actions
  }
  private var made: (ids: [Int], actions: ScreenActions<Action>)?

  func perform(_ action: Action) throws(ScreenActionError) {
    switch action {
    case .open(let id):
      flow?.showDetail(of: try BookTexts.book(id, in: store.shelf.books(matching: text)))
    }
  }
}
