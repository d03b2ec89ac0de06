import FlowsShell

/// The books that match a search: `open ID` of one of them.
@MainActor
final class ResultsScreen: ShellScreen {
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
  var messages: [String] {
    let books = store.shelf.books(matching: text)
    return books.isEmpty ? ["no books match \"\(text)\""] : books.map(\.line)
  }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([
    .action("open", BookTexts.id, samples: ["1", "2"]) { .open($0) }
  ])

  func perform(_ action: Action) throws(ScreenActionError) {
    switch action {
    case .open(let id):
      flow?.showDetail(of: try BookTexts.book(id, in: store.shelf.books(matching: text)))
    }
  }
}
