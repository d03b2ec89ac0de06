import Coordinator
import Testing

/// `CoordinatorTree.line(of:)`, the one-line form written from the coordinators: the same text
/// as the tree's own rendering, for every shape and kind of root.
@MainActor
@Suite struct CoordinatorTreeLineTests {
  /// A coordinator named by hand.
  private final class Named: BaseCoordinator {
    let label: String
    init(_ label: String) { self.label = label }
    override var name: String { label }
  }

  /// A root that is not a `BaseCoordinator`, holding base coordinators as its children.
  private final class ForeignRoot: FlowCoordinator {
    var name: String { "Foreign" }
    var lifecycle: CoordinatorLifecycle { .running }
    var parent: (any FlowCoordinator)? { nil }
    var childCoordinators: [any FlowCoordinator] { children }
    var children: [any FlowCoordinator] = []
    func start() {}
    func finish() {}
  }

  /// App(Main(Game(Pause), Settings), Help), with each child added in that order.
  private func sampleApp() -> BaseCoordinator {
    let app = Named("App")
    let main = Named("Main")
    let game = Named("Game")
    app.addDependency(main)
    main.addDependency(game)
    game.addDependency(Named("Pause"))
    main.addDependency(Named("Settings"))
    app.addDependency(Named("Help"))
    return app
  }

  @Test func aTreeOfBaseCoordinatorsReadsAsItsRendering() {
    let app = sampleApp()
    #expect(CoordinatorTree.line(of: app) == "App(Main(Game(Pause), Settings), Help)")
    #expect(CoordinatorTree.line(of: app) == CoordinatorTree(app).render(.line))
  }

  @Test func aLeafIsItsName() {
    #expect(CoordinatorTree.line(of: Named("Alone")) == "Alone")
  }

  @Test func aRemovedChildLeavesTheLine() {
    let app = sampleApp()
    let main = app.childCoordinators[0] as! BaseCoordinator
    main.removeDependency(main.childCoordinators[0])
    #expect(CoordinatorTree.line(of: app) == "App(Main(Settings), Help)")
    #expect(CoordinatorTree.line(of: app) == CoordinatorTree(app).render(.line))
  }

  @Test func aChildRemovedBetweenOthersLeavesNoGap() {
    let app = sampleApp()
    let extra = Named("Extra")
    app.addDependency(extra)
    app.removeDependency(app.childCoordinators[1])
    #expect(CoordinatorTree.line(of: app) == "App(Main(Game(Pause), Settings), Extra)")
    #expect(CoordinatorTree.line(of: app) == CoordinatorTree(app).render(.line))
  }

  @Test func appendLineAddsTheLineAfterTheBytesThere() {
    for root in [sampleApp() as any FlowCoordinator, Named("Alone"), ForeignRoot()] {
      var bytes = Array("tree: ".utf8)
      CoordinatorTree.appendLine(of: root, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "tree: " + CoordinatorTree.line(of: root))
    }
  }

  @Test func aRootOfAnotherKindReadsAsItsRendering() {
    let root = ForeignRoot()
    let main = Named("Main")
    main.addDependency(Named("Game"))
    root.children = [main, Named("Help")]
    #expect(CoordinatorTree.line(of: root) == "Foreign(Main(Game), Help)")
    #expect(CoordinatorTree.line(of: root) == CoordinatorTree(root).render(.line))
  }

  @Test func namesWithParenthesesAndCommasAreWrittenAsTheyAre() {
    let app = Named("Pair<Int, String>")
    app.addDependency(Named("Box(1)"))
    #expect(CoordinatorTree.line(of: app) == "Pair<Int, String>(Box(1))")
    #expect(CoordinatorTree.line(of: app) == CoordinatorTree(app).render(.line))
  }

  @Test func aDeepChainIsWrittenWithoutRecursion() {
    let depth = 5_000
    let root = Named("N")
    var last: BaseCoordinator = root
    for _ in 1..<depth {
      let next = Named("N")
      last.addDependency(next)
      last = next
    }
    let expected =
      Array(repeating: "N", count: depth).joined(separator: "(")
      + String(repeating: ")", count: depth - 1)
    #expect(CoordinatorTree.line(of: root) == expected)
  }
}
