import Coordinator

/// A flow that shows a book's detail and runs its editor: the books tab's flow, the search
/// tab's.
@MainActor
protocol BookHost: BookDetailOutput {
  /// The editor running over the detail, if any.
  var editor: BookEditorFlowCoordinator? { get }
  /// The keys after the id of the detail shown, if one is.
  var detailPage: BookPage? { get }
  /// The shelf the books are read from.
  var store: ShelfStore { get }
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
