@_spi(Files) import Coordinator
import Foundation
import Testing

/// A snapshot of where the app is: taken in one call, through JSON, applied in one call to an
/// app just started, screen by screen.
@MainActor
@Suite struct NavigationSnapshotTests {
  /// `snapshot` as JSON with sorted keys, and read back.
  private func throughJSON(_ snapshot: NavigationSnapshot) throws -> (String, NavigationSnapshot) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(snapshot)
    return (
      String(decoding: data, as: UTF8.self),
      try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    )
  }

  /// Every tab's screens by name, bottom first, and the levels presented over them.
  static func screens(_ app: SnapshotApp) -> String {
    let stack = app.router.stack
    let tabs = (stack.tabs ?? []).map { tab in
      let mark = tab.name == stack.selectedTab ? " (selected)" : ""
      let names =
        tab.entries.isEmpty ? "(empty)" : tab.entries.map(\.screen).joined(separator: ", ")
      return "tab \(tab.name)\(mark): \(names)"
    }
    let levels = stack.levels.dropFirst().enumerated().map { index, entries in
      "level \(index + 1): " + entries.map(\.screen).joined(separator: ", ")
    }
    return (tabs + levels).joined(separator: "\n")
  }

  private func path(_ string: String) throws -> FlowPath { try FlowPath(parsing: string) }

  @Test func everyTabAndTheSelectionComeBackAsTheyWere() throws {
    let app = SnapshotApp()
    app.start()
    try app.navigation.apply(string: "/b/5/6")
    try app.navigation.apply(string: "/a/1/2")
    #expect(
      Self.screens(app) == """
        tab a (selected): A, 1, 2
        tab b: B, 5, 6
        tab c: (empty)
        """)

    let (json, decoded) = try throughJSON(app.navigation.snapshot())

    #expect(json == #"{"path":"/a/1/2","tabs":["/b/5/6"]}"#)
    #expect(decoded == NavigationSnapshot(path: try path("/a/1/2"), tabs: [try path("/b/5/6")]))
    weak var restoredApp: SnapshotApp?
    weak var restoredFlow: RecordsFlow?
    do {
      let fresh = SnapshotApp()
      fresh.start()
      restoredApp = fresh
      let report = try fresh.navigation.restore(decoded)
      restoredFlow = fresh.flows[.b]
      #expect(report == RestoreReport(restored: decoded))
      #expect(report.isComplete)
      #expect(fresh.navigation.currentPath == (try path("/a/1/2")))
      #expect(fresh.navigation.snapshot() == decoded)
      #expect(Self.screens(fresh) == Self.screens(app))
      #expect(fresh.router.violations(in: fresh) == [])
    }
    #expect(restoredApp == nil)
    #expect(restoredFlow == nil)
  }

  @Test func aStaleEntryDropsItselfAndWhatIsAboveItAndEveryOtherTabComesBack() throws {
    let saved = NavigationSnapshot(
      path: try path("/a/1/2"), tabs: [try path("/b/5/6"), try path("/c/7")])
    let app = SnapshotApp(records: [1, 2, 6, 7])
    app.start()

    let report = try app.navigation.restore(saved)

    #expect(
      report
        == RestoreReport(
          restored: NavigationSnapshot(
            path: try path("/a/1/2"), tabs: [try path("/b"), try path("/c/7")]),
          dropped: [
            .init(
              saved: try path("/b/5/6"), restored: try path("/b"),
              reason: .rejectedComponent("5", index: 1, coordinator: "B"))
          ]))
    #expect(
      report.description
        == "/b/5/6 no longer opens (/b/5 cannot be shown now); restored /b")
    #expect(
      Self.screens(app) == """
        tab a (selected): A, 1, 2
        tab b: B
        tab c: C, 7
        """)
    #expect(app.navigation.snapshot() == report.restored)
    #expect(app.router.violations(in: app) == [])
  }

  @Test func aRouteTheAppNoLongerHasIsDroppedAndTheRestRestored() throws {
    // Saved by a version with a tab `d` and records whose form was `r-1`.
    let saved = try JSONDecoder().decode(
      NavigationSnapshot.self, from: Data(#"{"path":"/b/r-1","tabs":["/a/3","/d/2"]}"#.utf8))
    let app = SnapshotApp()
    app.start()

    let report = try app.navigation.restore(saved)

    #expect(
      report.dropped == [
        .init(
          saved: try path("/d/2"), restored: FlowPath(),
          reason: .unknownComponent("d", index: 0, coordinator: "SnapshotApp")),
        .init(
          saved: try path("/b/r-1"), restored: try path("/b"),
          reason: .unknownComponent("r-1", index: 1, coordinator: "B")),
      ])
    #expect(report.restored == NavigationSnapshot(path: try path("/b"), tabs: [try path("/a/3")]))
    #expect(
      Self.screens(app) == """
        tab a: A, 3
        tab b (selected): B
        tab c: (empty)
        """)
  }

  @Test func aFormWhoseDraftIsNotKeptEndsTheSnapshot() throws {
    let app = SnapshotApp()
    app.start()
    try app.navigation.apply(string: "/a/4/draft")
    try app.navigation.apply(string: "/c")

    #expect(
      app.navigation.snapshot()
        == NavigationSnapshot(path: try path("/c"), tabs: [try path("/a/4")]))
  }

  @Test func keysTheSnapshotDoesNotKnowAreWrittenBackAsTheyWereRead() throws {
    let json = #"{"path":"/a","scene":{"id":7,"tags":["x"]},"tabs":["/b/2"],"zoom":1.5}"#
    let snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: Data(json.utf8))

    let (written, decoded) = try throughJSON(snapshot)

    #expect(written == json)
    #expect(decoded == snapshot)
    #expect(snapshot.path == (try path("/a")))
    #expect(snapshot.tabs == [try path("/b/2")])
    #expect(snapshot != NavigationSnapshot(path: try path("/a"), tabs: [try path("/b/2")]))
  }

  @Test func anAppsOwnKeysBesideTheSnapshotAreNotKeptAsUnknown() throws {
    struct Saved: Codable {
      var navigation: NavigationSnapshot
      var isLoggedIn: Bool
      enum CodingKeys: String, CodingKey { case isLoggedIn = "loggedIn" }
      init(from decoder: any Decoder) throws {
        navigation = try NavigationSnapshot(from: decoder, besides: [CodingKeys.isLoggedIn])
        isLoggedIn = try decoder.container(keyedBy: CodingKeys.self).decode(
          Bool.self, forKey: .isLoggedIn)
      }
      func encode(to encoder: any Encoder) throws {
        try navigation.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isLoggedIn, forKey: .isLoggedIn)
      }
    }
    var saved = try JSONDecoder().decode(
      Saved.self, from: Data(#"{"loggedIn":true,"path":"/a","theme":"dark"}"#.utf8))
    #expect(
      saved.navigation
        == {
          var expected = try! JSONDecoder().decode(
            NavigationSnapshot.self, from: Data(#"{"path":"/a","theme":"dark"}"#.utf8))
          expected.path = saved.navigation.path
          return expected
        }())
    saved.isLoggedIn = false
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

    #expect(
      String(decoding: try encoder.encode(saved), as: UTF8.self)
        == #"{"loggedIn":false,"path":"/a","tabs":[],"theme":"dark"}"#)
  }

  @Test func noTabsAreWrittenAsAnEmptyListSoThatAnOlderFilesTabsDoNotStand() throws {
    let (json, decoded) = try throughJSON(NavigationSnapshot(path: try path("/a/1")))

    #expect(json == #"{"path":"/a/1","tabs":[]}"#)
    #expect(decoded == NavigationSnapshot(path: try path("/a/1")))
  }

  @Test func aFileThatKeepsUnknownKeysItselfReadsSnapshotsWithoutThem() throws {
    let json = #"{"path":"/a","tabs":["/b/2"],"zoom":1.5}"#
    let decoder = JSONDecoder()
    decoder.userInfo[.unknownKeysKeptByTheFile] = try decoder.decode(
      JSONValue.self, from: Data(json.utf8))

    let snapshot = try decoder.decode(NavigationSnapshot.self, from: Data(json.utf8))

    #expect(snapshot == NavigationSnapshot(path: try path("/a"), tabs: [try path("/b/2")]))
    #expect(try throughJSON(snapshot).0 == #"{"path":"/a","tabs":["/b/2"]}"#)
  }

  @Test func aSnapshotFromAFutureVersionIsRefusedAndNothingMoves() throws {
    let app = SnapshotApp()
    app.start()
    try app.navigation.apply(string: "/b/3")
    let before = app.router.stack

    #expect {
      _ = try JSONDecoder().decode(
        NavigationSnapshot.self, from: Data(#"{"path":"/a/1","version":2}"#.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == "the snapshot was written by a newer version (snapshot version 2; "
        + "this one reads version 1)"
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        NavigationSnapshot.self, from: Data(#"{"path":"/a/1","version":0}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationSnapshot.self, from: Data(#"{"path":"a/1"}"#.utf8))
    }
    #expect(app.router.stack == before)
  }

  @Test func aNavigatorThatIsChangingOrHasNoRootRestoresNothing() throws {
    let waiting = WaitingRoot()
    let navigation = PathNavigator(root: waiting, isJournaling: true)
    try navigation.apply(string: "/slow")
    #expect(navigation.takeJournal() == [.pushed("slow", animated: true)])
    let saved = NavigationSnapshot(path: try path("/slow"))

    #expect(throws: SnapshotError.changeInProgress) { try navigation.restore(saved) }
    #expect(navigation.takeJournal() == [])
    #expect(navigation.queuedPaths == [])
    waiting.completion?()
    #expect(!navigation.isChanging)
    #expect(throws: SnapshotError.rootReleased) {
      try PathNavigator(root: WaitingRoot()).restore(saved)
    }
    #expect(
      SnapshotError.changeInProgress.description
        == "a change is running; a snapshot is restored when none is")
  }
}
