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
  /// The search of the shelf's books, a request that takes time.
  let catalog: CatalogSearch

  /// The store of `file`'s shelf, or of the initial shelf, unsaved, with no file, searched
  /// through `catalog`.
  init(file: ShelfFile?, warnings: [String] = [], catalog: CatalogSearch = CatalogSearch()) {
    self.file = file
    self.catalog = catalog
    let loaded = file?.load()
    shelf = loaded?.shelf ?? .initial
    isWritable = loaded?.isWritable ?? false
    notes.warnings = warnings + (loaded?.warning.map { [$0] } ?? [])
  }

  /// The id the next book gets, the highest + 1; `nil` when no id is left
  /// (``Shelf/nextBookID``).
  var nextBookID: Int? { shelf.nextBookID }

  /// Adds `book`; should its id have been taken meanwhile by another session sharing the
  /// data directory, it gets the next free one.
  func add(_ book: Book) {
    guard shelf.book(book.id) == nil else { return }
    change(.add(book))
  }

  /// Stores `book`'s title and author in place of the book with its id.
  func update(_ book: Book) {
    change(.update(book))
  }

  /// Deletes the book with id `id`.
  func delete(_ id: Int) {
    change(.delete(id))
  }

  /// Notes that the onboarding is done.
  func finishOnboarding() {
    change(.finishOnboarding)
  }

  /// Deletes the shelf's data: the initial shelf, onboarding to do again.
  func reset() {
    change(.reset)
  }

  /// What the person must be told since the last line.
  func takeNotes() -> ShellNotes {
    defer { notes = ShellNotes() }
    return notes
  }

  /// Applies `change` here, then to the file as it is now, and shows what the file then holds:
  /// this session's change merged with every other session's since the last one.
  private func change(_ change: ShelfChange) {
    let known = shelf
    change.apply(to: &shelf)
    guard let file else { return }
    guard isWritable else {
      notes.writeFailure =
        "cannot write \(file.url.path): it could not be read at start; left as it is"
      return
    }
    do {
      let saved = try file.save(change, known: known)
      shelf = saved.shelf
      notes.warnings += saved.warnings
    } catch {
      notes.writeFailure = error.description
    }
  }
}
