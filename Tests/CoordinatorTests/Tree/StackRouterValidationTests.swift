import Coordinator
import Testing

@MainActor
@Suite struct StackRouterValidationTests {
  let router = StackRouter()
  let app: TestFlow
  let main: TestFlow

  /// App owns the root screen and Main, which owns a pushed screen and a presented one.
  init() {
    app = TestFlow("App", router: router, screens: ["Home"], presentation: .root)
    main = TestFlow("Main", router: router, screens: ["Menu"])
    app.start()
    app.startChild(main)
    router.present(TestScreen("Sheet"), owner: main)
  }

  @Test func aHealthyTreeHasNoViolations() {
    #expect(router.stack.description == "level 0: #1 Home, #2 Menu\nlevel 1: #3 Sheet")
    #expect(router.violations(in: app) == [])
  }

  @Test func anEmptyRouterAndALoneCoordinatorHaveNoViolations() {
    let lone = TestFlow("Lone", router: StackRouter(), screens: [])
    #expect(StackRouter().violations(in: lone) == [])
  }

  @Test func aScreenPushedWithoutAnOwnerIsReported() {
    router.push(TestScreen("Loose"))
    let entry = RouterEntry(id: 4, screen: "Loose", level: 1)
    #expect(router.violations(in: app) == [.screenWithoutOwner(entry)])
    #expect(
      InvariantViolation.screenWithoutOwner(entry).description
        == "screen #4 Loose on level 1 has no owning coordinator")
  }

  @Test func validateThrowsEveryBrokenInvariantAndNothingWhenAllHold() throws {
    try router.validate(tree: app)
    router.push(TestScreen("Loose"))
    router.push(TestScreen("Looser"))
    let violations = [
      InvariantViolation.screenWithoutOwner(RouterEntry(id: 4, screen: "Loose", level: 1)),
      .screenWithoutOwner(RouterEntry(id: 5, screen: "Looser", level: 1)),
    ]
    #expect(throws: InvariantViolations(violations)) { try router.validate(tree: app) }
    #expect(
      InvariantViolations(violations).description
        == "screen #4 Loose on level 1 has no owning coordinator\n"
        + "screen #5 Looser on level 1 has no owning coordinator")
  }

  @Test func aScreenWhoseOwnerLeftTheTreeButIsAliveIsReported() {
    let orphan = TestFlow("Orphan", router: router, screens: ["Lost"])
    main.startChild(orphan)
    #expect(router.violations(in: app) == [])
    // Removing the dependency without popFlow leaves the flow's screen behind.
    main.removeDependency(orphan)
    let entry = RouterEntry(id: 4, screen: "Lost", level: 1, owner: "Orphan")
    withExtendedLifetime(orphan) {
      #expect(router.violations(in: app) == [.screenOwnedOutsideTree(entry)])
    }
    #expect(
      InvariantViolation.screenOwnedOutsideTree(entry).description
        == "screen #4 Lost on level 1 belongs to Orphan, which is no longer in the tree")
  }

  @Test func aScreenWhoseOwnerWasReleasedIsReported() {
    weak var released: BaseCoordinator?
    do {
      let leaky = TestFlow("Leaky", router: router, screens: ["Stale"])
      released = leaky
      main.addDependency(leaky)
      // A completion that forgets popFlow releases the flow and leaves its screen behind.
      leaky.flowCompletion = { [weak main = self.main] in main?.removeDependency($0) }
      leaky.start()
      leaky.finish()
    }
    #expect(released == nil)
    let entry = RouterEntry(id: 4, screen: "Stale", level: 1, owner: "Leaky")
    #expect(router.violations(in: app) == [.screenOwnedOutsideTree(entry)])
    #expect(
      InvariantViolation.screenOwnedOutsideTree(entry).description
        == "screen #4 Stale on level 1 belongs to Leaky, which is no longer in the tree")
  }

  @Test func aScreenWhoseOwnerWasNeverInTheTreeIsReported() {
    let stranger = TestFlow("Stranger", router: router, screens: ["Elsewhere"])
    stranger.start()
    #expect(
      router.violations(in: app) == [
        .screenOwnedOutsideTree(
          RouterEntry(id: 4, screen: "Elsewhere", level: 1, owner: "Stranger"))
      ])
    #expect(
      router.violations(in: stranger) == [
        .screenOwnedOutsideTree(RouterEntry(id: 1, screen: "Home", level: 0, owner: "App")),
        .screenOwnedOutsideTree(RouterEntry(id: 2, screen: "Menu", level: 0, owner: "Main")),
        .screenOwnedOutsideTree(RouterEntry(id: 3, screen: "Sheet", level: 1, owner: "Main")),
      ])
  }

  @Test func aFinishedCoordinatorInTheTreeIsReported() {
    let game = TestFlow("Game", router: router, screens: [])
    let help = TestFlow("Help", router: router, screens: [])
    main.addDependency(game)
    app.addDependency(help)
    // No completion is set, so nothing takes Main out of the tree; finishing ends its subtree
    // and lets it go.
    main.flowCompletion = nil
    main.finish()
    #expect(router.violations(in: app) == [.finishedCoordinatorInTree("Main")])
    #expect(
      InvariantViolation.finishedCoordinatorInTree("Main").description
        == "Main is finished but still in the tree")
  }

  @Test func aFinishedRootIsReported() {
    app.flowCompletion = nil
    app.finish()
    // Its subtree ended with it and was let go; nothing took Main's screens off.
    #expect(
      router.violations(in: app) == [
        .finishedCoordinatorInTree("App"),
        .screenOwnedOutsideTree(RouterEntry(id: 2, screen: "Menu", level: 0, owner: "Main")),
        .screenOwnedOutsideTree(RouterEntry(id: 3, screen: "Sheet", level: 1, owner: "Main")),
      ])
  }

  @Test func everyViolationIsReportedTreeFirstThenScreensBottomFirst() {
    router.push(TestScreen("Loose"))
    let orphan = TestFlow("Orphan", router: router, screens: ["Lost"])
    main.startChild(orphan)
    main.removeDependency(orphan)
    main.flowCompletion = nil
    main.finish()
    withExtendedLifetime(orphan) {
      #expect(
        router.violations(in: app) == [
          .finishedCoordinatorInTree("Main"),
          .screenWithoutOwner(RouterEntry(id: 4, screen: "Loose", level: 1)),
          .screenOwnedOutsideTree(RouterEntry(id: 5, screen: "Lost", level: 1, owner: "Orphan")),
        ])
    }
  }

  @Test func aReleasedOwnerIsReportedEvenWhenANewCoordinatorTakesItsAddress() {
    var releasedID: ObjectIdentifier?
    do {
      let ghost = TestFlow("Ghost", router: router, screens: ["Haunt"])
      ghost.start()
      releasedID = ObjectIdentifier(ghost)
    }
    var misses: [TestFlow] = []
    var newcomer = TestFlow("Newcomer", router: router, screens: [])
    while ObjectIdentifier(newcomer) != releasedID && misses.count < 100 {
      misses.append(newcomer)
      newcomer = TestFlow("Newcomer", router: router, screens: [])
    }
    app.addDependency(newcomer)
    #expect(
      router.violations(in: app) == [
        .screenOwnedOutsideTree(RouterEntry(id: 4, screen: "Haunt", level: 1, owner: "Ghost"))
      ])
  }

  @Test func descriptionsOfTheIdInvariantsNameBothEntries() {
    let lower = RouterEntry(id: 5, screen: "A", level: 0)
    let upper = RouterEntry(id: 3, screen: "B", level: 1)
    #expect(
      InvariantViolation.idsOutOfOrder(upper, below: lower).description
        == "screen #3 B sits above #5 A but has a smaller id")
    #expect(
      InvariantViolation.idNotBelowNext(lower, next: 4).description
        == "screen #5 A has an id not below the next id #4")
  }
}
