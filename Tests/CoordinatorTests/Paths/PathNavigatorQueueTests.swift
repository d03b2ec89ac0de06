import Coordinator
import Testing

/// Moves wait for their completions; paths that arrive meanwhile are applied after, in order.
@MainActor
@Suite struct PathNavigatorQueueTests {
  @Test func eachMoveWaitsForThePreviousCompletion() throws {
    let app = try ToyPathApp(transitionStyle: .manual)
    try app.navigation.apply(string: "/main/settings/profile")
    #expect(app.navigation.journal == [.pushed("main", animated: false)])
    // The path is read from the flows: the main flow runs once its move has begun.
    #expect(app.navigation.currentPath.description == "/main")
    #expect(app.navigation.isChanging)

    try app.stage.completeTransition()
    #expect(app.navigation.currentPath.description == "/main/settings")
    #expect(app.navigation.journal.last == .pushed("settings", animated: false))
    try app.stage.completeTransition()
    try app.stage.completeTransition()
    #expect(app.navigation.currentPath.description == "/main/settings/profile")
    #expect(!app.navigation.isChanging)
    #expect(app.stage.heldCompletionCount == 0)
    #expect(app.stack == "level 0: #1 Launch, #2 Main, #3 Settings, #4 Profile")
  }

  @Test func pathsArrivingDuringAChangeAreAppliedAfterItInOrder() throws {
    let app = try ToyPathApp(transitionStyle: .manual)
    try app.navigation.apply(string: "/main/settings/profile")
    try app.navigation.apply(string: "/main/about")
    try app.navigation.apply(string: "/main/about")
    try app.navigation.apply(.root)
    #expect(
      app.navigation.queuedPaths.map(\.description) == ["/main/about", "/main/about", "/"])
    #expect(app.navigation.journal == [.pushed("main", animated: false)])
    #expect(app.screens == [["Launch", "Main"]])

    var completed = 0
    while app.stage.heldCompletionCount > 0 && completed < 20 {
      try app.stage.completeTransition()
      completed += 1
    }
    #expect(completed == 8)
    #expect(
      app.navigation.takeJournal() == [
        .pushed("main", animated: false), .pushed("settings", animated: false),
        .pushed("profile", animated: false),
        .popped("profile", animated: false), .popped("settings", animated: false),
        .pushed("about", animated: false),
        .popped("about", animated: false), .popped("main", animated: false),
      ])
    #expect(app.navigation.currentPath == .root)
    #expect(app.navigation.queuedPaths == [])
    #expect(!app.navigation.isChanging)
    #expect(app.screens == [["Launch"]])
    #expect(app.stage.liveNames == ["ToyApp", "Launch"])
  }

  @Test func aQueuedPathIsValidatedWhenItsTurnComes() throws {
    let app = try ToyPathApp(transitionStyle: .manual)
    try app.navigation.apply(string: "/main")
    try app.navigation.apply(string: "/main/nowhere")
    // A malformed string fails at once, even while a change runs.
    #expect(throws: PathError.emptyComponent(index: 0)) { try app.navigation.apply(string: "//") }
    try app.navigation.apply(string: "/main/game")
    while app.stage.heldCompletionCount > 0 {
      try app.stage.completeTransition()
    }
    #expect(
      app.navigation.takeJournal() == [
        .pushed("main", animated: true),
        .rejected(
          try FlowPath(parsing: "/main/nowhere"),
          .unknownComponent("nowhere", index: 1, coordinator: "ToyMain")),
        .pushed("game", animated: true),
      ])
    #expect(app.navigation.currentPath.description == "/main/game")
  }

  @Test func aPathAppliedFromInsideAMoveWaitsForTheMoveToEnd() throws {
    let app = try ToyPathApp()
    let observation = app.navigation.observe { [unowned navigation = app.navigation] event in
      if event == .pushed("main", animated: true) {
        try? navigation.apply(string: "/main/settings")
      }
    }
    defer { observation.cancel() }
    try app.navigation.apply(string: "/main")
    #expect(
      app.navigation.takeJournal() == [
        .pushed("main", animated: true), .pushed("settings", animated: true),
      ])
    #expect(app.stack == "level 0: #1 Launch, #2 Main, #3 Settings")
  }
}
