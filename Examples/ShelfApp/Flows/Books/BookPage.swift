import Coordinator

/// A flow that shows a book's detail and runs its editor: the books tab's flow, the search
/// tab's.
@MainActor
protocol BookHost: BookDetailOutput {
  /// The editor running over the detail, if any.
  var editor: BookEditorFlowCoordinator? { get }
  /// The keys after the id of the detail shown, if one is.
  var detailPage: BookPage? { get }
  /// A new editor of `book`, not started.
  func makeEditor(of book: Book) -> BookEditorFlowCoordinator
  /// Starts `editor` over the detail.
  func startEditor(_ editor: BookEditorFlowCoordinator)
}

extension BookHost {
  func editBook(_ book: Book) {
    startEditor(makeEditor(of: book))
  }
}

/// The keys after a book's id in a path: `edit`, the editor over its detail.
///
/// Not a flow of its own: the book's detail is a screen of its tab's flow, which runs the
/// editor; this resolves the key after the id, knowing which book it follows.
@MainActor
final class BookPage: PathCoordinator {
  enum Key: String, PathKey {
    case edit
  }

  let book: Book
  private weak var host: (any BookHost)?

  init(book: Book, host: any BookHost) {
    self.book = book
    self.host = host
  }

  var name: String { "BookDetail" }

  /// Whether this is the page of the detail on show, over which the host's editor runs.
  private var isShown: Bool { host?.detailPage === self }

  var shownKeys: [Key] { isShown && host?.editor != nil ? [.edit] : [] }

  var shownChild: (any PathCoordinator)? { nil }

  func item(for key: Key) -> NavigationItem? {
    guard let host else { return nil }
    // The editor on show is this page's only when its detail is the one on show.
    let editor = (isShown ? host.editor : nil) ?? host.makeEditor(of: book)
    return NavigationItem(self, screen: editor, endsPath: true) {
      _, source, editor, completion in
      source.host?.startEditor(editor)
      completion()
    } pop: { _, _, editor, completion in
      editor.finish()
      completion()
    }
  }
}
