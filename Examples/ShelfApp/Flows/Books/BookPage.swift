import Coordinator

/// The keys after a book's id in a path: `edit`, the editor over its detail.
///
/// Not a flow of its own: the book's detail is a screen of its tab's flow, which runs the
/// editor; this resolves the key after the id, knowing which book it follows.
@MainActor
final class BookPage: PathCoordinator {
  enum Key: String, PathKey {
    case edit
  }

  let bookID: Int
  private weak var host: (any BookHost)?

  init(bookID: Int, host: any BookHost) {
    self.bookID = bookID
    self.host = host
  }

  var name: String { "BookDetail" }

  /// Whether this is the page of the detail on show, over which the host's editor runs.
  private var isShown: Bool { host?.detailPage === self }

  var shownKeys: [Key] { isShown && host?.editor != nil ? [.edit] : [] }

  var shownChild: (any PathCoordinator)? { nil }

  func item(for key: Key) -> NavigationItem? {
    // The book as it is now, which an edit may have changed since its detail was shown.
    guard let host, let book = host.store.shelf.book(bookID) else { return nil }
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
