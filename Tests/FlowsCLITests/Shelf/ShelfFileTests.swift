import Foundation
import Testing

@testable import ShelfApp

/// `shelf.json`: read at start, written atomically at each change, a corrupt one set aside,
/// and nothing written over a file that could not be read as a shelf.
@MainActor
@Suite struct ShelfFileTests {
  let directory = FileManager.default.temporaryDirectory.appending(
    path: "shelf-file-\(UUID().uuidString)")
  var url: URL { directory.appending(path: "shelf.json") }

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: directory)
  }

  @Test func aChangeIsSavedAndReadBack() throws {
    defer { cleanUp() }
    let store = ShelfStore(file: ShelfFile(directory: directory))
    store.finishOnboarding()
    store.add(Book(id: try #require(store.nextBookID), title: "Hyperion", author: "Dan Simmons"))
    let again = ShelfStore(file: ShelfFile(directory: directory))
    #expect(again.shelf == store.shelf)
    #expect(again.shelf.books.count == 4)
    #expect(again.takeNotes().isEmpty)
  }

  @Test(arguments: [
    "not json",
    #"{"books":[{"id":9223372036854775807,"title":"x","author":"y"}],"onboarded":true}"#,
    #"{"books":[{"id":1,"title":"","author":"y"}],"onboarded":true}"#,
  ])
  func aCorruptFileIsSetAsideAndTheInitialShelfUsed(contents: String) throws {
    defer { cleanUp() }
    try Data(contents.utf8).write(to: url)
    let store = ShelfStore(file: ShelfFile(directory: directory))
    #expect(store.shelf == .initial)
    #expect(
      store.takeNotes().warnings == [
        "shelf file \(url.path) is corrupt; moved it to \(url.path).corrupt"
      ])
    #expect(
      try String(contentsOf: URL(filePath: url.path + ".corrupt"), encoding: .utf8) == contents)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func nothingIsWrittenOverSomethingThatIsNotAFile() throws {
    defer { cleanUp() }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    let store = ShelfStore(file: ShelfFile(directory: directory))
    #expect(store.takeNotes().warnings.count == 1)
    store.finishOnboarding()
    #expect(store.takeNotes().writeFailure != nil)
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }
}
