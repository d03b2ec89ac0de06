import Coordinator

/// A new book, presented over the tabs: AddTitle, then AddAuthor; it ends with the book, or
/// with nothing when cancelled or dismissed.
@MainActor
final class AddBookFlowCoordinator: ReturningCoordinator<Book> {
  let router: any Router
  private let nextID: Int
  private(set) weak var authorScreen: AddAuthorScreen?
  /// The title entered last, kept when the person goes back to change it.
  private(set) var draftTitle: String?

  /// - Parameters:
  ///   - router: the container of the tabs, so that AddAuthor is pushed on the presented level.
  ///   - nextID: the id the new book gets.
  init(router: any Router, nextID: Int) {
    self.router = router
    self.nextID = nextID
  }

  override func start() {
    super.start()
    router.present(AddTitleScreen(flow: self), owner: self) { [weak self] in self?.finish() }
  }

  func titleEntered(_ title: String) {
    draftTitle = title
    let screen = AddAuthorScreen(title: title, flow: self)
    authorScreen = screen
    router.push(screen, owner: self)
  }

  func authorEntered(_ author: String, title: String) {
    finish(with: Book(id: nextID, title: title, author: author))
  }
}
