import Coordinator
import Testing

/// Every way a flow can end releases it, its subtree and its screens; a cancelled swipe releases nothing.
///
/// The app under test: `Root [Home]` starts `Parent [P]`, which starts
/// `Child [C1, C2]` or the modal `Modal [M1, M2]` on a level of its own.
@MainActor
@Suite struct FlowReleaseTests {
  let router = StackRouter(isJournaling: true)
  let root: TestFlow

  init() {
    root = TestFlow("Root", router: router, screens: ["Home"], presentation: .root)
    root.start()
  }

  private func entry(_ id: Int, _ name: String, level: Int = 0, owner: String) -> RouterEntry {
    RouterEntry(id: id, screen: name, level: level, owner: owner)
  }

  private var tree: String { CoordinatorTree(root, router: router).render(.text) }

  /// Starts Parent and, inside it, `child`; returns weak references to check release.
  private func startFlows(
    child: (StackRouter) -> TestFlow
  ) -> (parent: TestFlow, child: TestFlow) {
    let parent = TestFlow("Parent", router: router, screens: ["P"])
    root.startChild(parent)
    let child = child(router)
    parent.startChild(child)
    _ = router.takeJournal()
    return (parent, child)
  }

  private func expectReleased(
    _ objects: [Weak], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let alive = objects.filter { $0.object != nil }.map(\.label)
    #expect(alive == [], "still alive", sourceLocation: sourceLocation)
  }

  struct Weak {
    let label: String
    weak var object: AnyObject?
  }

  private func weakRefs(_ flow: TestFlow) -> [Weak] {
    [Weak(label: flow.name, object: flow)]
      + flow.screens.map { Weak(label: $0.screenName, object: $0) }
  }

  @Test func itsOwnFinishPopsItsScreensAndReleasesIt() {
    var refs: [Weak] = []
    do {
      let (_, child) = startFlows { TestFlow("Child", router: $0, screens: ["C1", "C2"]) }
      refs = weakRefs(child)
      #expect(
        tree == """
          Root [#1 Home]
          └── Parent [#2 P]
              └── Child [#3 C1, #4 C2]
          """)
      child.finish()
    }
    expectReleased(refs)
    #expect(tree == "Root [#1 Home]\n└── Parent [#2 P]")
    #expect(router.stack.description == "level 0: #1 Home, #2 P")
    #expect(
      router.takeJournal() == [
        .popped(
          [entry(4, "C2", owner: "Child"), entry(3, "C1", owner: "Child")], animated: true,
          cause: .programmatic)
      ])
    #expect(router.violations(in: root) == [])
  }

  @Test func aProgrammaticPopOfItsFirstScreenReleasesIt() throws {
    var refs: [Weak] = []
    do {
      let (_, child) = startFlows { TestFlow("Child", router: $0, screens: ["C1", "C2"]) }
      refs = weakRefs(child)
      try router.pop()
      #expect(child.lifecycle == .running)
      try router.pop()
    }
    expectReleased(refs)
    #expect(tree == "Root [#1 Home]\n└── Parent [#2 P]")
    #expect(
      router.takeJournal() == [
        .popped([entry(4, "C2", owner: "Child")], animated: true, cause: .programmatic),
        .popped([entry(3, "C1", owner: "Child")], animated: true, cause: .programmatic),
      ])
    #expect(router.violations(in: root) == [])
  }

  @Test func theBackButtonOnItsFirstScreenReleasesIt() throws {
    var refs: [Weak] = []
    do {
      let (_, child) = startFlows { TestFlow("Child", router: $0, screens: ["C1"]) }
      refs = weakRefs(child)
      try router.beginInteractivePop()
      try router.finishInteractivePop()
    }
    expectReleased(refs)
    #expect(tree == "Root [#1 Home]\n└── Parent [#2 P]")
    #expect(
      router.takeJournal() == [
        .interactivePopBegan(entry(3, "C1", owner: "Child")),
        .popped([entry(3, "C1", owner: "Child")], animated: true, cause: .interactivePop),
      ])
    #expect(router.violations(in: root) == [])
  }

  @Test func aCancelledBackSwipeReleasesNothing() throws {
    var refs: [Weak] = []
    do {
      let (_, child) = startFlows { TestFlow("Child", router: $0, screens: ["C1"]) }
      refs = weakRefs(child)
      try router.beginInteractivePop()
      try router.cancelInteractivePop()
      #expect(child.lifecycle == .running)
    }
    #expect(refs.filter { $0.object == nil }.map(\.label) == [])
    #expect(
      tree == """
        Root [#1 Home]
        └── Parent [#2 P]
            └── Child [#3 C1]
        """)
    #expect(
      router.takeJournal() == [
        .interactivePopBegan(entry(3, "C1", owner: "Child")),
        .interactivePopCancelled(entry(3, "C1", owner: "Child")),
      ])
    #expect(router.violations(in: root) == [])
  }

  @Test func aSwipeDownOfItsLevelReleasesAModalFlow() throws {
    var refs: [Weak] = []
    do {
      let (_, modal) = startFlows {
        TestFlow("Modal", router: $0, screens: ["M1", "M2"], presentation: .present)
      }
      refs = weakRefs(modal)
      #expect(router.stack.description == "level 0: #1 Home, #2 P\nlevel 1: #3 M1, #4 M2")
      try router.swipeToDismiss()
    }
    expectReleased(refs)
    #expect(tree == "Root [#1 Home]\n└── Parent [#2 P]")
    #expect(router.stack.description == "level 0: #1 Home, #2 P")
    #expect(
      router.takeJournal() == [
        .dismissed(
          [entry(4, "M2", level: 1, owner: "Modal"), entry(3, "M1", level: 1, owner: "Modal")],
          animated: true, cause: .swipeDown)
      ])
    #expect(router.violations(in: root) == [])
  }

  @Test func aModalFlowThatFinishesDismissesItsLevel() {
    var refs: [Weak] = []
    do {
      let (_, modal) = startFlows {
        TestFlow("Modal", router: $0, screens: ["M1", "M2"], presentation: .present)
      }
      refs = weakRefs(modal)
      modal.finish()
    }
    expectReleased(refs)
    #expect(router.stack.description == "level 0: #1 Home, #2 P")
    #expect(
      router.takeJournal() == [
        .dismissed(
          [entry(4, "M2", level: 1, owner: "Modal"), entry(3, "M1", level: 1, owner: "Modal")],
          animated: true, cause: .programmatic)
      ])
  }

  @Test func anAncestorThatFinishesReleasesTheWholeSubtree() {
    var refs: [Weak] = []
    var parentCompletions = 0
    do {
      let (parent, child) = startFlows { TestFlow("Child", router: $0, screens: ["C1", "C2"]) }
      refs = weakRefs(parent) + weakRefs(child)
      parent.finish()
      parentCompletions = parent.completions
    }
    expectReleased(refs)
    // The parent finished first, so the child's completion never ran.
    #expect(parentCompletions == 0)
    #expect(root.completions == 1)
    #expect(tree == "Root [#1 Home]")
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(
      router.takeJournal() == [
        .popped(
          [
            entry(4, "C2", owner: "Child"), entry(3, "C1", owner: "Child"),
            entry(2, "P", owner: "Parent"),
          ], animated: true, cause: .programmatic)
      ])
    #expect(router.violations(in: root) == [])
  }

  @Test func theBackButtonOnAnAncestorsFirstScreenReleasesTheWholeSubtree() throws {
    var refs: [Weak] = []
    do {
      let (parent, child) = startFlows {
        TestFlow("Modal", router: $0, screens: ["M1"], presentation: .present)
      }
      refs = weakRefs(parent) + weakRefs(child)
      try router.swipeToDismiss()
      try router.goBack()
    }
    expectReleased(refs)
    #expect(tree == "Root [#1 Home]")
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(router.violations(in: root) == [])
  }

  /// The ancestor's first screen leaves by a call in code while its child is still running.
  @Test(arguments: ["popToRoot", "popTo"])
  func anAncestorsScreenLeavingReleasesALiveSubtree(_ call: String) throws {
    var refs: [Weak] = []
    do {
      let (parent, child) = startFlows { TestFlow("Child", router: $0, screens: ["C1", "C2"]) }
      refs = weakRefs(parent) + weakRefs(child)
      #expect(child.lifecycle == .running)
      switch call {
      case "popToRoot": router.popToRoot(animated: true)
      default: try router.pop(to: 1)
      }
    }
    expectReleased(refs)
    #expect(tree == "Root [#1 Home]")
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(router.violations(in: root) == [])
  }
}
