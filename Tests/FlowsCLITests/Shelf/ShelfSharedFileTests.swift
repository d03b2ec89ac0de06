import Foundation
import Testing

@testable import GameApp
@testable import ShelfApp

/// `shelf.json` under the one file discipline: what two sessions on one data directory do is
/// merged by book id, whatever flows writes it reads back, and keys it does not know are kept.
@MainActor
@Suite struct ShelfSharedFileTests {
  let directory: URL
  var url: URL { directory.appending(path: "shelf.json") }

  init() throws {
    directory = try temporaryDirectory()
  }

  private func store() -> ShelfStore {
    ShelfStore(file: ShelfFile(directory: directory))
  }

  private func onDisk() throws -> Shelf {
    try JSONDecoder().decode(Shelf.self, from: Data(contentsOf: url))
  }

  private func book(_ id: Int, _ title: String) -> Book {
    Book(id: id, title: title, author: "Someone")
  }

  @Test func oneSessionAddsTheOtherDeletesAndBothChangesAreKept() throws {
    let first = store()
    let second = store()
    first.add(Book(id: try #require(first.nextBookID), title: "Hyperion", author: "Dan Simmons"))
    second.delete(2)
    let expected = Shelf(
      books: [
        Shelf.initial.books[0], Shelf.initial.books[2],
        Book(
          id: 4, title: "Hyperion", author: "Dan Simmons"),
      ],
      isOnboarded: false)
    #expect(try onDisk() == expected)
    #expect(second.shelf == expected)
    #expect(first.takeNotes().isEmpty)
    #expect(second.takeNotes().isEmpty)
  }

  @Test func twoSessionsAddingAtOnceKeepBothBooksUnderIdsOfTheirOwn() throws {
    let first = store()
    let second = store()
    first.add(Book(id: try #require(first.nextBookID), title: "Hyperion", author: "Dan Simmons"))
    second.add(Book(id: try #require(second.nextBookID), title: "Solaris", author: "Stanisław Lem"))
    #expect(
      try onDisk().books.map(\.line) == Shelf.initial.books.map(\.line) + [
        "#4 Hyperion — Dan Simmons", "#5 Solaris — Stanisław Lem",
      ])
    #expect(second.shelf == (try onDisk()))
  }

  @Test func anEditOfABookAnotherSessionDeletedDoesNotBringItBack() throws {
    let first = store()
    let second = store()
    first.delete(1)
    second.update(Book(id: 1, title: "Dune Messiah", author: "Frank Herbert"))
    #expect(try onDisk().books.map(\.id) == [2, 3])
    #expect(second.shelf.book(1) == nil)
  }

  @Test func keysThisVersionDoesNotKnowAreKeptAtTheTopAndInEachBook() throws {
    let text = #"""
      {"books":[{"author":"Frank Herbert","id":1,"isbn":"978-0441013593","title":"Dune"},{"author":"William Gibson","id":2,"title":"Neuromancer"}],"onboarded":true,"theme":{"dark":true},"version":2}
      """#
    try Data(text.utf8).write(to: url)
    let shelf = store()
    shelf.update(Book(id: 1, title: "Dune (1965)", author: "Frank Herbert"))
    shelf.delete(2)
    #expect(
      try String(contentsOf: url, encoding: .utf8)
        == #"""
        {"books":[{"author":"Frank Herbert","id":1,"isbn":"978-0441013593","title":"Dune (1965)"}],"onboarded":true,"theme":{"dark":true},"version":2}

        """#)
    #expect(shelf.takeNotes().isEmpty)
  }

  @Test func aShelfAtTheHighestIdTakesNoNewBookAndStaysReadable() throws {
    let full = Shelf(books: [book(Book.maximumID, "Last")], isOnboarded: true)
    let text = try JSONEncoder().encode(full)
    try text.write(to: url)
    let shelf = store()
    shelf.add(Book(id: Book.maximumID + 1, title: "One more", author: "Someone"))
    #expect(
      shelf.takeNotes().writeFailure
        == "cannot write \(url.path): the shelf has no id left for a new book")
    #expect(try Data(contentsOf: url) == text)
    let again = store()
    #expect(again.shelf == full)
    #expect(again.takeNotes().isEmpty)
  }

  @Test func aShelfAtTheHighestIdOpensNoAdditionByHandNorByLink() async throws {
    try JSONEncoder().encode(Shelf(books: [book(Book.maximumID, "Last")], isOnboarded: true))
      .write(to: url)
    let run = await ShelfCommand.commandLine.run(
      arguments: ["--app", "shelf", "--quiet", "--data-dir", directory.path, "-"],
      input: Array("add\n:open /books/add\n:open shelf://books/add\n:path\n:stack\n".utf8))
    #expect(
      run.output
        == "/books\ntab books (selected): #1 BookList\ntab search: (empty)\ntab account: (empty)\n")
    #expect(
      run.errors == """
        flows: line 1: the shelf has no id left for a new book
        flows: line 2: the shelf has no room for another book
        flows: line 3: the shelf has no room for another book

        """)
    #expect(run.status == 65)
  }

  @Test func aShelfNearTheSizeLimitIsWrittenNoLargerThanItCanBeRead() throws {
    // 8,999 books of 200-character titles and authors: 3.97 MB on one line.
    let long = String(repeating: "x", count: Book.maximumTextLength)
    let books = (1...8_999).map { Book(id: $0, title: long, author: long) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(Shelf(books: books, isOnboarded: true)).write(to: url)
    let shelf = store()
    shelf.add(Book(id: try #require(shelf.nextBookID), title: "Hyperion", author: "Dan Simmons"))
    #expect(shelf.takeNotes().isEmpty)
    let again = store()
    #expect(again.takeNotes().isEmpty)
    #expect(again.shelf.books.count == 9_000)
    #expect(again.shelf.books.last == Book(id: 9_000, title: "Hyperion", author: "Dan Simmons"))
  }

  @Test func aShelfThatWouldOutgrowTheLimitIsNotWrittenAndNothingIsLost() throws {
    let long = String(repeating: "x", count: Book.maximumTextLength)
    let one = try ShelfFile.bytes(
      of: Shelf(books: [Book(id: 1, title: long, author: long)], isOnboarded: true))
    // Ids of seven digits, so that every book's record is as long: 1 + its length each.
    let perBook = one.count - 15 + 6
    var books = (1_000_000..<(1_000_000 + (ShelfFile.maximumSize - 400) / perBook)).map {
      Book(id: $0, title: long, author: long)
    }
    while try ShelfFile.bytes(of: Shelf(books: books, isOnboarded: true)).count
      < ShelfFile.maximumSize - 500
    {
      books.append(Book(id: books.count + 1_000_000, title: long, author: long))
    }
    let text = try ShelfFile.bytes(of: Shelf(books: books, isOnboarded: true))
    try Data(text).write(to: url)
    let shelf = store()
    shelf.add(Book(id: try #require(shelf.nextBookID), title: long, author: long))
    let failure = try #require(shelf.takeNotes().writeFailure)
    #expect(failure.hasPrefix("cannot write \(url.path): it would be "))
    #expect(
      failure.hasSuffix(" bytes, more than the \(ShelfFile.maximumSize) flows reads; not written"))
    #expect(try Array(Data(contentsOf: url)) == text)
  }

  @Test func corruptFilesAreSetAsideUnderNamesThatNeverRunOut() throws {
    for number in 1...12 {
      let name = url.path + ".corrupt" + (number == 1 ? "" : ".\(number)")
      try Data("old \(number)".utf8).write(to: URL(filePath: name))
    }
    try Data("not json".utf8).write(to: url)
    let shelf = store()
    #expect(
      shelf.takeNotes().warnings == [
        "shelf file \(url.path) is corrupt; moved it to \(url.path).corrupt.13"
      ])
    shelf.finishOnboarding()
    #expect(shelf.takeNotes().isEmpty)
    #expect(try onDisk().isOnboarded)
    #expect(try String(contentsOfFile: url.path + ".corrupt.13", encoding: .utf8) == "not json")
  }

  /// Two sessions, each making random changes, in turn: the file always holds every change
  /// of both, as one session making them all in that order would.
  @Test(arguments: 1...20)
  func randomChangesOfTwoSessionsLoseNothing(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let sessions = [store(), store()]
    var model = Shelf.initial
    for step in 0..<40 {
      let session = sessions[Int(random.next() % 2)]
      let ids = model.books.map(\.id)
      let change: ShelfChange
      switch random.next() % 5 {
      case 0, 1:
        change = .add(
          Book(id: try #require(session.nextBookID), title: "Book \(step)", author: "A \(seed)"))
      case 2 where !ids.isEmpty:
        change = .delete(ids[Int(random.next() % UInt64(ids.count))])
      case 3 where !ids.isEmpty:
        let id = ids[Int(random.next() % UInt64(ids.count))]
        change = .update(Book(id: id, title: "Edited \(step)", author: "B"))
      default:
        change = .finishOnboarding
      }
      switch change {
      case .add(let book): session.add(book)
      case .delete(let id): session.delete(id)
      case .update(let book): session.update(book)
      default: session.finishOnboarding()
      }
      change.apply(to: &model)
      #expect(try onDisk() == model, "seed \(seed), step \(step): \(change)")
      #expect(session.shelf == model, "seed \(seed), step \(step): \(change)")
      #expect(session.takeNotes().isEmpty)
    }
  }
}
