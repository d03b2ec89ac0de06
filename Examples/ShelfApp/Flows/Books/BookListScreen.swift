import FlowsShell

/// The books tab's root: every book on the shelf; `open ID` and `add`.
@MainActor
final class BookListScreen: ShellScreen {
  enum Action: Sendable {
    case open(Int)
    case add
  }

  private weak var flow: BooksFlowCoordinator?
  private let store: ShelfStore

  init(flow: BooksFlowCoordinator, store: ShelfStore) {
    self.flow = flow
    self.store = store
  }

  var screenName: String { "BookList" }
  var messages: [String] {
    let books = store.shelf.books
    return books.isEmpty ? ["no books on the shelf"] : books.map(\.line)
  }
  /// The actions, with the ids listed as `open`'s samples (`flows --explore`), made again only
  /// when the list changes.
  var actions: ScreenActions<Action> {
    let ids = store.shelf.books.map(\.id)
    if let made, made.ids == ids { return made.actions }
    let actions = ScreenActions<Action>([
      .action("open", BookTexts.id, samples: ids.map(String.init)) { .open($0) },
      .action("add", .add),
    ])
    made = (ids, actions)
    return actions
  }
  private var made: (ids: [Int], actions: ScreenActions<Action>)?

  func perform(_ action: Action) throws(ScreenActionError) {
    switch action {
    case .open(let id): flow?.showDetail(of: try BookTexts.book(id, in: store.shelf.books))
    case .add:
      // The file would refuse a book beyond the highest id: say so before any typing.
      guard store.nextBookID != nil else {
        throw .invalidArgument("the shelf has no id left for a new book")
      }
      flow?.addBook()
    }
  }
}
