import FlowsShell

/// The shelf the app shows and changes, saved to its file at each change.
///
/// Warnings and a failed write wait in ``takeNotes()`` for the shell to tell the person.
@MainActor
final class ShelfStore {
  private(set) var shelf: Shelf
  private let file: ShelfFile?
  /// Whether changes may be written to the file: see ``ShelfFile/Loaded/isWritable``.
  private let isWritable: Bool
  private var notes = ShellNotes()

  /// The store of `file`'s shelf, or of the initial shelf, unsaved, with no file.
  init(file: ShelfFile?, warnings: [String] = []) {
    self.file = file
    let loaded = file?.load()
    shelf = loaded?.shelf ?? .initial
    isWritable = loaded?.isWritable ?? false
    notes.warnings = warnings + (loaded?.warning.map { [$0] } ?? [])
  }

  /// The id the next book gets: the highest + 1.
  var nextBookID: Int { (shelf.books.map(\.id).max() ?? 0) + 1 }

  /// Adds `book`, unless its id is taken.
  func add(_ book: Book) {
    guard shelf.book(book.id) == nil else { return }
    change { $0.books.append(book) }
  }

  /// Stores `book` in place of the book with its id.
  func update(_ book: Book) {
    change { shelf in
      if let index = shelf.books.firstIndex(where: { $0.id == book.id }) {
        shelf.books[index] = book
      }
    }
  }

  /// Deletes the book with id `id`.
  func delete(_ id: Int) {
    change { $0.books.removeAll { $0.id == id } }
  }

  /// Notes that the onboarding is done.
  func finishOnboarding() {
    change { $0.isOnboarded = true }
  }

  /// Deletes the shelf's data: the initial shelf, onboarding to do again.
  func reset() {
    change { $0 = .initial }
  }

  /// What the person must be told since the last line.
  func takeNotes() -> ShellNotes {
    defer { notes = ShellNotes() }
    return notes
  }

  private func change(_ body: (inout Shelf) -> Void) {
    body(&shelf)
    guard let file else { return }
    guard isWritable else {
      notes.writeFailure =
        "cannot write \(file.url.path): it could not be read at start; left as it is"
      return
    }
    do {
      try file.save(shelf)
    } catch {
      notes.writeFailure = error.description
    }
  }
}
