import Coordinator

/// The editor of one book, pushed over its BookDetail: a draft, saved or left. With an unsaved
/// draft it refuses to leave by the back button or a tap on its tab, and asks whether to
/// discard the draft; a link that would take it is refused.
@MainActor
final class BookEditorFlowCoordinator: BaseCoordinator, LeaveGuard {
  /// The answers of the `Discard changes?` Alert.
  enum Discard: String, DialogChoice {
    case discard, keep
  }

  private let router: any Router
  private let store: ShelfStore
  private let saved: Book
  private(set) var draft: Book

  init(book: Book, router: any Router, store: ShelfStore) {
    saved = book
    draft = book
    self.router = router
    self.store = store
  }

  var hasUnsavedChanges: Bool { draft != saved }

  override func start() {
    super.start()
    router.push(EditorScreen(flow: self), owner: self) { [weak self] in self?.finish() }
  }

  func titleChanged(_ title: String) {
    draft.title = title
  }

  /// Stores the draft and leaves.
  func save() {
    store.update(draft)
    finish()
  }

  /// Leaves, or asks first when the draft is unsaved.
  func cancel() {
    if hasUnsavedChanges {
      askToDiscard()
    } else {
      finish()
    }
  }

  func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
    hasUnsavedChanges ? .stay(reason: "unsaved changes") : .leave
  }

  /// The back button or a tap on the tab was refused: ask. A link was refused: it says why.
  func leaveRefused(_ request: LeaveRequest) {
    if request != .link {
      askToDiscard()
    }
  }

  /// The `Discard changes?` Alert over the editor of `title`.
  static func discardAlert(title: String) -> DialogContent<Discard> {
    .alert(
      "Discard changes?", message: "Your edits to \(title) will be lost.",
      buttons: [
        DialogButton(.discard, title: "Discard", role: .destructive),
        DialogButton(.keep, title: "Keep Editing", role: .cancel),
      ])
  }

  private func askToDiscard() {
    // Its keys are fixed words: it cannot throw.
    try? ask(Self.discardAlert(title: saved.title), screenName: "Alert", on: router) {
      [weak self] answer in
      if answer == .discard {
        self?.finish()
      }
    }
  }
}
