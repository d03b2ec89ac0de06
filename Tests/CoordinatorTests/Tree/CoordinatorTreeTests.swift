import Coordinator
import Foundation
import Testing

@MainActor
@Suite struct CoordinatorTreeTests {
  let router = StackRouter()
  let app: TestFlow
  let main: TestFlow
  let game: TestFlow
  let settings: TestFlow
  let help: TestFlow

  /// App owns the root screen, Main a pushed flow, Game a two-screen child of Main, Settings a
  /// presented child of Main, and Help an idle child of App that was never started.
  init() {
    app = TestFlow("App", router: router, screens: ["Home"], presentation: .root)
    main = TestFlow("Main", router: router, screens: ["Menu"])
    game = TestFlow("Game", router: router, screens: ["Board", "Score"])
    settings = TestFlow(
      "Settings", router: router, screens: ["Prefs", "About"], presentation: .present)
    help = TestFlow("Help", router: router, screens: ["Topics"])
    app.start()
    app.startChild(main)
    main.startChild(game)
    main.startChild(settings)
    app.addDependency(help)
  }

  private func screen(_ id: Int, _ name: String) -> CoordinatorTree.Screen {
    CoordinatorTree.Screen(id: id, name: name)
  }

  private var expectedTree: CoordinatorTree {
    CoordinatorTree(
      name: "App", screens: [screen(1, "Home")],
      children: [
        CoordinatorTree(
          name: "Main", screens: [screen(2, "Menu")],
          children: [
            CoordinatorTree(name: "Game", screens: [screen(3, "Board"), screen(4, "Score")]),
            CoordinatorTree(name: "Settings", screens: [screen(5, "Prefs"), screen(6, "About")]),
          ]),
        CoordinatorTree(name: "Help", lifecycle: .idle),
      ])
  }

  // MARK: - Snapshots of a live tree

  @Test func snapshotHoldsEveryNameLifecycleAndOwnedScreenInStartOrder() {
    #expect(
      router.stack.description == """
        level 0: #1 Home, #2 Menu, #3 Board, #4 Score
        level 1: #5 Prefs, #6 About
        """)
    #expect(CoordinatorTree(app, router: router) == expectedTree)
  }

  @Test func snapshotWithoutARouterHasNoScreens() {
    #expect(
      CoordinatorTree(app)
        == CoordinatorTree(
          name: "App",
          children: [
            CoordinatorTree(
              name: "Main",
              children: [CoordinatorTree(name: "Game"), CoordinatorTree(name: "Settings")]),
            CoordinatorTree(name: "Help", lifecycle: .idle),
          ]))
  }

  @Test func snapshotOfAChildIsItsSubtree() {
    #expect(CoordinatorTree(main, router: router) == expectedTree.children[0])
    #expect(
      CoordinatorTree(game, router: router)
        == CoordinatorTree(name: "Game", screens: [screen(3, "Board"), screen(4, "Score")]))
  }

  @Test func snapshotFollowsFlowsAsTheyEnd() throws {
    try router.dismiss()
    #expect(
      CoordinatorTree(app, router: router)
        == CoordinatorTree(
          name: "App", screens: [screen(1, "Home")],
          children: [
            CoordinatorTree(
              name: "Main", screens: [screen(2, "Menu")],
              children: [
                CoordinatorTree(name: "Game", screens: [screen(3, "Board"), screen(4, "Score")])
              ]),
            CoordinatorTree(name: "Help", lifecycle: .idle),
          ]))

    try router.pop(to: 2, animated: true)
    #expect(
      CoordinatorTree(app, router: router)
        == CoordinatorTree(
          name: "App", screens: [screen(1, "Home")],
          children: [
            CoordinatorTree(name: "Main", screens: [screen(2, "Menu")]),
            CoordinatorTree(name: "Help", lifecycle: .idle),
          ]))
    #expect(main.completions == 2)
    #expect(router.stack.description == "level 0: #1 Home, #2 Menu")
  }

  @Test func aFlowThatFinishesWithoutACompletionStaysInTheSnapshotAsFinished() {
    help.start()
    help.finish()
    var expected = expectedTree
    expected.children[1] = CoordinatorTree(
      name: "Help", lifecycle: .finished, screens: [screen(7, "Topics")])
    #expect(CoordinatorTree(app, router: router) == expected)
  }

  @Test func snapshotOfADeepLiveChainIsBuiltWithoutRecursion() {
    let depth = 10_000
    // Linked leaf first, so that each addDependency walks a parent with no ancestors.
    var flows = (0..<depth).map { TestFlow("F\($0)", router: router, screens: []) }
    for index in stride(from: depth - 2, through: 0, by: -1) {
      flows[index].addDependency(flows[index + 1])
    }
    let root = flows[0]
    flows = []
    var expected = CoordinatorTree(name: "F\(depth - 1)", lifecycle: .idle)
    for index in stride(from: depth - 2, through: 0, by: -1) {
      expected = CoordinatorTree(name: "F\(index)", lifecycle: .idle, children: [expected])
    }

    let tree = CoordinatorTree(root, router: router)

    #expect(tree == expected)
    #expect(tree.count == depth)
    #expect(tree.nodes.map(\.depth) == Array(0..<depth))
  }

  /// A coordinator allocated where a released owner lived must not be credited with the
  /// released owner's screens: the router follows owners by weak reference, not by address.
  @Test func screensOfAReleasedOwnerAreNotCreditedToACoordinatorAtTheSameAddress() {
    weak var released: TestFlow?
    var releasedID: ObjectIdentifier?
    do {
      let ghost = TestFlow("Ghost", router: router, screens: ["Haunt"])
      ghost.start()
      released = ghost
      releasedID = ObjectIdentifier(ghost)
    }
    #expect(released == nil)
    // Freed blocks are handed to the next allocation of the same size, usually at once; the
    // flows that miss are kept alive so that each try gets a new address.
    var misses: [TestFlow] = []
    var newcomer = TestFlow("Newcomer", router: router, screens: [])
    while ObjectIdentifier(newcomer) != releasedID && misses.count < 100 {
      misses.append(newcomer)
      newcomer = TestFlow("Newcomer", router: router, screens: [])
    }

    // The released owner's screens must not be shown under the newcomer.
    #expect(
      CoordinatorTree(newcomer, router: router)
        == CoordinatorTree(name: "Newcomer", lifecycle: .idle))
  }

  // MARK: - count, nodes, outline

  @Test func countIsEveryNodeIncludingTheRoot() {
    #expect(expectedTree.count == 5)
    #expect(CoordinatorTree(name: "Solo").count == 1)
  }

  @Test func nodesListsEveryNodeParentFirstWithItsDepth() {
    let tree = expectedTree
    let nodes = tree.nodes
    #expect(nodes.map(\.depth) == [0, 1, 2, 2, 1])
    #expect(
      nodes.map(\.node) == [
        tree,
        tree.children[0],
        tree.children[0].children[0],
        tree.children[0].children[1],
        tree.children[1],
      ])
    #expect(nodes.map(\.node.name) == ["App", "Main", "Game", "Settings", "Help"])
  }

  @Test func nodesOfASingleNodeIsThatNodeAtDepthZero() {
    let solo = CoordinatorTree(name: "Solo", lifecycle: .finished, screens: [screen(9, "Only")])
    #expect(solo.nodes.map(\.depth) == [0])
    #expect(solo.nodes.map(\.node) == [solo])
  }

  @Test func outlineKeepsNamesAndStructureAndDropsLifecyclesAndScreens() {
    #expect(
      expectedTree.outline
        == CoordinatorTree(
          name: "App",
          children: [
            CoordinatorTree(
              name: "Main",
              children: [CoordinatorTree(name: "Game"), CoordinatorTree(name: "Settings")]),
            CoordinatorTree(name: "Help"),
          ]))
    #expect(expectedTree.outline.outline == expectedTree.outline)
  }

  // MARK: - Codable

  @Test(arguments: [
    CoordinatorTree(name: "Solo"),
    CoordinatorTree(name: "Solo", lifecycle: .finished, screens: [.init(id: 42, name: "Only")]),
    CoordinatorTree(
      name: "Ünïcödé→🙂", lifecycle: .idle,
      children: [CoordinatorTree(name: #"quote"and\backslash"#)]),
  ])
  func jsonRoundTripGivesTheSameTree(tree: CoordinatorTree) throws {
    let data = try JSONEncoder().encode(tree)
    #expect(try JSONDecoder().decode(CoordinatorTree.self, from: data) == tree)
  }

  @Test func jsonRoundTripOfALiveSnapshotGivesTheSameTree() throws {
    let tree = CoordinatorTree(app, router: router)
    let data = try JSONEncoder().encode(tree)
    #expect(try JSONDecoder().decode(CoordinatorTree.self, from: data) == tree)
  }

  @Test func jsonHoldsEveryFieldByName() throws {
    let tree = CoordinatorTree(
      name: "App", screens: [screen(1, "Home")],
      children: [CoordinatorTree(name: "Help", lifecycle: .idle)])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(tree), as: UTF8.self)
    #expect(
      json == """
        {"children":[{"children":[],"lifecycle":"idle","name":"Help","screens":[]}],\
        "lifecycle":"running","name":"App","screens":[{"id":1,"name":"Home"}]}
        """)
  }
}
