import Coordinator
import Foundation
import Testing

// The listings of the DocC article "Restoring Where the Person Was"
// (Coordinator.docc/RestoringWhereThePersonWas.md), over the library app of
// PathsAndDeepLinksTests.swift. `ArticleListingTests` checks that they still match.

/// Where the library was, kept between launches as JSON: in a file here, in scene storage or
/// a user activity on a device.
@MainActor
final class LibraryLaunches {
  private(set) var saved: Data?

  /// When the app goes to the background: where it is, as JSON.
  func save(_ app: LibraryApp) throws {
    saved = try JSONEncoder().encode(app.navigation.snapshot())
  }

  /// When the app starts again: back where it was, as far as what was saved still resolves.
  func restore(_ app: LibraryApp) throws -> RestoreReport? {
    guard let saved else { return nil }
    let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: saved)
    return try app.navigation.restore(snapshot)
  }
}

/// The profile is a form whose draft is not kept: a snapshot ends before it.
extension AccountFlow {
  func isRestorable(_ key: AccountKey) -> Bool {
    key != .profile
  }
}

@MainActor
@Suite struct RestoringWhereThePersonWasTests {
  @Test func theLibraryComesBackWhereThePersonWas() throws {
    let launches = LibraryLaunches()
    weak var before: LibraryCoordinator?
    do {
      let app = LibraryApp()
      before = app.library
      try app.navigation.apply(string: "/books/42")
      try launches.save(app)
    }
    #expect(before == nil)
    #expect(
      try JSONDecoder().decode(NavigationSnapshot.self, from: #require(launches.saved))
        == NavigationSnapshot(path: try FlowPath(parsing: "/books/42")))

    let app = LibraryApp()
    let report = try launches.restore(app)

    #expect(
      report
        == RestoreReport(restored: NavigationSnapshot(path: try FlowPath(parsing: "/books/42"))))
    #expect(report?.isComplete == true)
    #expect(
      app.tree == """
        LibraryCoordinator [#1 Home]
        └── BooksFlow [#2 Books, #3 Book]
        """)
  }

  @Test func aBookNoLongerInTheLibraryIsDroppedAndTheRestComesBack() throws {
    let saved = Data(#"{"path":"/books/7","tabs":[]}"#.utf8)
    let app = LibraryApp()

    let report = try app.navigation.restore(
      JSONDecoder().decode(NavigationSnapshot.self, from: saved))

    #expect(
      report.dropped == [
        RestoreReport.DroppedPath(
          saved: try FlowPath(parsing: "/books/7"), restored: FlowPath(LibraryKey.books),
          reason: .rejectedComponent("7", index: 1, coordinator: "BooksFlow"))
      ])
    #expect(
      report.description
        == "/books/7 no longer opens (/books/7 cannot be shown now); restored /books")
    #expect(app.navigation.currentPath == FlowPath(LibraryKey.books))
  }

  @Test func aFormWhoseDraftIsNotKeptIsLeftOut() throws {
    let app = LibraryApp()
    try app.navigation.apply(string: "/account/profile")

    #expect(app.navigation.snapshot() == NavigationSnapshot(path: FlowPath(LibraryKey.account)))
  }

  @Test func aSnapshotOfALaterVersionIsRefusedWhenItIsRead() throws {
    let saved = Data(#"{"path":"/books/42","version":2}"#.utf8)

    #expect {
      try JSONDecoder().decode(NavigationSnapshot.self, from: saved)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == "the snapshot was written by a newer version (snapshot version 2; this one reads "
        + "version 1)"
    }
  }
}
