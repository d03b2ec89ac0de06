import Coordinator
import Testing

/// A path is validated whole before the first move: an invalid one is a typed error, nothing moves.
@MainActor
@Suite struct PathNavigatorValidationTests {
  nonisolated static let invalidPaths: [PathRejection] = [
    PathRejection(
      "/main/game/result", .rejectedComponent("result", index: 2, coordinator: "ToyGame")),
    PathRejection("/nowhere", .unknownComponent("nowhere", index: 0, coordinator: "ToyApp")),
    PathRejection(
      "/main/settings/nothing",
      .unknownComponent("nothing", index: 2, coordinator: "ToySettings")),
    PathRejection(
      "/main/nowhere/profile", .unknownComponent("nowhere", index: 1, coordinator: "ToyMain")),
    PathRejection(
      "/main/settings/profile/profile",
      .trailingComponent("profile", index: 3, coordinator: "ToySettings")),
    PathRejection(
      "/main/about/credits/licenses",
      .trailingComponent("licenses", index: 3, coordinator: "ToyAbout")),
    PathRejection("/login/main", .trailingComponent("main", index: 1, coordinator: "ToyApp")),
    PathRejection("//", .emptyComponent(index: 0)),
    PathRejection("/main//settings", .emptyComponent(index: 1)),
    PathRejection("/main/settings/", .emptyComponent(index: 2)),
    PathRejection("main", .missingLeadingSlash),
    PathRejection(
      "/" + Array(repeating: "main", count: 65).joined(separator: "/"),
      .tooManyComponents(limit: 64)),
    PathRejection("/main/" + String(repeating: "x", count: 4091), .tooLong(limit: 4096)),
  ]

  @Test(arguments: invalidPaths)
  func anInvalidPathChangesNothing(rejection: PathRejection) throws {
    let app = try ToyPathApp()
    try app.open("/main/settings/profile")
    let (stack, tree, live) = (app.stack, app.tree, app.stage.liveNames)

    #expect(throws: rejection.error) { try app.navigation.apply(string: rejection.string) }

    #expect(app.navigation.currentPath.description == "/main/settings/profile")
    #expect(app.navigation.takeJournal() == [])
    #expect(app.stage.router.takeJournal() == [])
    #expect(app.stack == stack)
    #expect(app.tree == tree)
    // What resolution built before the bad component, such as a game flow, is released.
    #expect(app.stage.liveNames == live)
    #expect(!app.navigation.isChanging)
  }

  @Test func aComponentIsValidOnceItsCoordinatorAcceptsIt() throws {
    let app = try ToyPathApp()
    #expect(throws: PathError.rejectedComponent("result", index: 2, coordinator: "ToyGame")) {
      try app.navigation.apply(string: "/main/game/result")
    }
    #expect(app.stage.liveNames == ["ToyApp", "Launch"])
    app.stage.isResultAvailable = true
    try app.navigation.apply(string: "/main/game/result")
    #expect(app.stack == "level 0: #1 Launch, #2 Main, #3 Game, #4 Result")
  }

  @Test func aPathBuiltInCodeHasTheSameLimits() throws {
    let app = try ToyPathApp()
    var path = FlowPath(ToyAppKey.main, ToyMainKey.about)
    for _ in 0..<63 {
      path.append(ToyAboutKey.licenses)
    }
    #expect(throws: PathError.tooManyComponents(limit: 64)) { try app.navigation.apply(path) }
    #expect(app.navigation.currentPath == .root)
    #expect(app.stage.router.takeJournal() == [])
  }

  @Test func aKeyOfAnotherCoordinatorIsResolvedByItsStringForm() throws {
    let app = try ToyPathApp()
    // `ToyMain` resolves component 1; a settings key there names nothing `ToyMain` knows.
    let path = FlowPath(ToyAppKey.main, ToySettingsKey.profile)
    #expect(throws: PathError.unknownComponent("profile", index: 1, coordinator: "ToyMain")) {
      try app.navigation.apply(path)
    }
  }

  @Test(arguments: invalidPaths)
  func validateThrowsWhatApplyWouldAndMovesNothing(rejection: PathRejection) throws {
    let app = try ToyPathApp()
    try app.open("/main/settings/profile")
    let (stack, live) = (app.stack, app.stage.liveNames)
    #expect(throws: rejection.error) {
      try app.navigation.validate(FlowPath(parsing: rejection.string))
    }
    #expect(app.navigation.currentPath.description == "/main/settings/profile")
    #expect(app.stack == stack)
    #expect(app.stage.liveNames == live)
  }

  @Test func aValidPathIsValidatedWithoutAnyMove() throws {
    let app = try ToyPathApp()
    try app.open("/main/settings")
    try app.navigation.validate(FlowPath(parsing: "/main/about/licenses"))
    try app.navigation.validate(FlowPath(parsing: "/main/settings/profile"))
    try app.navigation.validate(FlowPath(parsing: "/main/settings"))
    #expect(app.navigation.takeJournal() == [])
    #expect(app.stage.router.takeJournal() == [])
    #expect(app.navigation.currentPath.description == "/main/settings")
    // What resolution built for the check is released at once.
    #expect(
      app.stage.liveNames == ["ToyApp", "Launch", "ToyMain", "ToySettings", "Main", "Settings"])
  }
}
