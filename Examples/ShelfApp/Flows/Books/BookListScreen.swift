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
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([
    // The three books a new shelf has, and the first one added.
    .action("open", BookTexts.id, samples: ["1", "2", "3", "4"]) { .open($0) },
    .action("add", .add),
  ])

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
