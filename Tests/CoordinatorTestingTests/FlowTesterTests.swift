import Coordinator
import CoordinatorTesting
import Testing

@MainActor
@Suite struct FlowTesterTests {
  let router = StackRouter()
  let root: OneScreenFlow

  init() {
    root = OneScreenFlow("Root", screen: "Home", router: router)
    root.start()
  }

  @Test func aPassingSessionRecordsNothing() {
    let tester = FlowTester(root: root, router: router)
    tester.expectTree("Root")
    tester.expectTree("Root [#1 Home]")
    tester.expectStack("level 0: #1 Home")
    tester.expectTop("Home")
    tester.expectNoEvents()
    var child: OneScreenFlow? = OneScreenFlow("Child", screen: "Detail", router: router)
    tester.step { root.startChild(child!, on: router) }
    tester.expectTree("Root(Child)")
    tester.expectTree(
      CoordinatorTree(
        name: "Root", screens: [.init(id: 1, name: "Home")],
        children: [CoordinatorTree(name: "Child", screens: [.init(id: 2, name: "Detail")])]))
    tester.expectStack("level 0: #1 Home, #2 Detail")
    tester.expectEvents(["pushed #2 Detail"])
    tester.step { child?.finish() }
    child = nil
    tester.expectTree("Root")
    tester.expectEvents([
      .popped(
        [RouterEntry(id: 2, screen: "Detail", level: 0, owner: "Child")], animated: true,
        cause: .programmatic)
    ])
    tester.finish()
  }

  @Test func runEndsTheTestOnceTheFlowsItHeldAreGone() {
    FlowTester.run(root: root, router: router) { tester in
      let child = OneScreenFlow("Child", screen: "Detail", router: router)
      tester.step { root.startChild(child, on: router) }
      tester.expectTree("Root(Child)")
      tester.expectEvents(["pushed #2 Detail"])
      tester.step { child.finish() }
      tester.expectEvents(["popped #2 Detail"])
    }  // fails if Child is still alive
  }

  @Test func runReportsAFlowStillAliveAtTheEnd() {
    var kept: OneScreenFlow?
    let stepLine = #line + 7
    withKnownIssue("deliberate: run must report a flow still alive at the end") {
      FlowTester.run(root: root, router: router) { tester in
        let child = OneScreenFlow("Child", screen: "Detail", router: router)
        kept = child
        tester.step { root.startChild(child, on: router) }
        tester.expectEvents(["pushed #2 Detail"])
        tester.step { child.finish() }
        tester.expectEvents(["popped #2 Detail"])
      }
    } matching: {
      comment(of: $0)
        == "Leak: Child, which left the tree in step 2 (FlowTesterTests.swift:\(stepLine)), is "
        + "still alive; it was expected to be "
        + "released\n(if a variable of the test holds it, set it to nil before finish() or use "
        + "FlowTester.run)"
    }
    #expect(kept?.lifecycle == .finished)
  }

  @Test func runReportsEventsLeftUnassertedAtTheEnd() {
    withKnownIssue("deliberate: run must report an event not asserted at the end") {
      FlowTester.run(root: root, router: router) { tester in
        tester.step {
          root.startChild(OneScreenFlow("Child", screen: "Detail", router: router), on: router)
        }
      }
    } matching: {
      comment(of: $0) == "1 router event was not asserted before the end:\n  pushed #2 Detail"
    }
  }

  @Test func runRethrowsWithoutTheEndOfTestChecks() {
    // Were the end-of-test checks run, the unasserted push would fail this test.
    #expect(throws: RouterError.nothingToPop) {
      try FlowTester.run(root: root, router: router) { tester in
        tester.step { router.push(NamedScreen("Detail"), owner: root) }
        try router.pop(to: 1, animated: true)
        try router.pop(animated: true)
      }
    }
    #expect(router.stack.description == "level 0: #1 Home")
  }

  @Test func runReturnsWhatItsBodyReturns() {
    let depth = FlowTester.run(root: root, router: router) { tester in
      tester.expectNoEvents()
      return router.depth
    }
    #expect(depth == 1)
  }

  @Test func aTesterReleasedWithoutFinishFailsWhereItWasMade() {
    let line = #line + 2
    withKnownIssue("deliberate: a tester released without finish() must be reported") {
      _ = FlowTester(root: root, router: router)
    } matching: {
      comment(of: $0)
        == "This FlowTester was released without finish(): its end-of-test checks (leaks, "
        + "events not asserted, tasks still running) never ran; end the test with "
        + "`tester.finish()`, or use `FlowTester.run`"
        && $0.sourceLocation?.line == line
    }
  }

  @Test func aStepWhoseErrorEndsTheTestIsReportedAtTheStepsLine() {
    struct Tapped: Error {}
    let line = #line + 6
    withKnownIssue("deliberate: the error of a step that ends the test must be shown there") {
      // As a test that throws: the error leaves `body` and its tester is released unfinished;
      // the framework reports the error at the test's line, the tester at the step's.
      @MainActor func body() throws {
        let tester = FlowTester(root: root, router: router)
        try tester.step { throw Tapped() }
        tester.finish()
      }
      #expect(throws: Tapped.self) { try body() }
    } matching: {
      comment(of: $0) == "Step 1 threw Tapped(), and the test ended before its end-of-test "
        + "checks ran"
        && $0.sourceLocation?.line == line
    }
  }

  @Test func aStepWhoseErrorEndsRunIsReportedAtTheStepsLine() {
    struct Tapped: Error {}
    let line = #line + 5
    withKnownIssue("deliberate: the error of a step that ends `run` must be shown there") {
      // Not in `#expect(throws:)`, whose expansion would give the step the macro's `#line`.
      do {
        try FlowTester.run(root: root, router: router) { tester in
          try tester.step("tapping") { throw Tapped() }
        }
        Issue.record("`run` returned")
      } catch {
        #expect(error is Tapped)
      }
    } matching: {
      comment(of: $0) == "Tapping threw Tapped(), and the test ended before its end-of-test "
        + "checks ran"
        && $0.sourceLocation?.line == line
    }
  }

  @Test func aStepErrorTheTestCaughtIsNoFailure() {
    struct Tapped: Error {}
    let tester = FlowTester(root: root, router: router)
    #expect(throws: Tapped.self) { try tester.step { throw Tapped() } }
    tester.step { router.push(NamedScreen("Detail"), owner: root) }
    tester.expectEvents(["pushed #2 Detail"])
    tester.step { try? router.pop() }
    tester.expectEvents(["popped #2 Detail"])
    tester.finish()
  }

  @Test func aTesterLeftUnfinishedAfterACaughtStepErrorSaysSoWhereItWasMade() {
    struct Tapped: Error {}
    let line = #line + 3
    withKnownIssue("deliberate: a tester released without finish() must be reported") {
      // The step's error was caught and another step ran: the error did not end the test.
      let tester = FlowTester(root: root, router: router)
      #expect(throws: Tapped.self) { try tester.step { throw Tapped() } }
      tester.step {}
    } matching: {
      comment(of: $0).hasPrefix("This FlowTester was released without finish()")
        && $0.sourceLocation?.line == line
    }
  }

  /// `#column` at a check's default is the column of its `(`, where the record mode looks for
  /// the literal.
  @Test func theDefaultColumnOfACallIsItsParenthesis() throws {
    func place(_ text: String, line: UInt = #line, column: UInt = #column) -> (UInt, UInt) {
      (line, column)
    }
    let (line, column) = place("here")
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let text = Array(source.split(separator: "\n", omittingEmptySubsequences: false)[Int(line) - 1])
    #expect(text[Int(column) - 1] == "(")
  }

  @Test func aFailureIsReportedAtTheCallersFileAndLine() {
    let tester = FlowTester(root: root, router: router)
    let line = #line + 2
    withKnownIssue("deliberate: a wrong tree must be reported at the caller's line") {
      tester.expectTree("Other")
    } matching: {
      comment(of: $0) == "The coordinator tree differs (− expected, + actual):\n− Other\n+ Root"
        && $0.sourceLocation?.fileID == #fileID && $0.sourceLocation?.line == line
    }
    tester.finish()
  }

  @Test func aDifferentTreeIsReportedWithALineDiff() {
    let tester = FlowTester(root: root, router: router)
    tester.step {
      root.startChild(OneScreenFlow("Child", screen: "Detail", router: router), on: router)
    }
    tester.skipEvents()
    withKnownIssue("deliberate: a wrong tree must be reported with a line diff") {
      tester.expectTree("Root(Other)")
    } matching: {
      comment(of: $0)
        == "The coordinator tree differs (− expected, + actual):\n− Root(Other)\n+ Root(Child)"
    }
    withKnownIssue("deliberate: a wrong indented tree must be reported with a line diff") {
      tester.expectTree("Root [#1 Home]\n└── Child [#3 Detail]")
    } matching: {
      comment(of: $0)
        == """
        The coordinator tree differs (− expected, + actual):
          Root [#1 Home]
        − └── Child [#3 Detail]
        + └── Child [#2 Detail]
        """
    }
    withKnownIssue("deliberate: a wrong tree value must be reported with a line diff") {
      tester.expectTree(CoordinatorTree(name: "Root", screens: [.init(id: 1, name: "Home")]))
    } matching: {
      comment(of: $0)
        == """
        The coordinator tree differs (− expected, + actual):
          Root [#1 Home]
        + └── Child [#2 Detail]
        """
    }
    tester.finish()
  }

  @Test func aDifferentStackIsReportedWithALineDiff() {
    let tester = FlowTester(root: root, router: router)
    router.present(NamedScreen("Modal"), owner: root)
    tester.skipEvents()
    withKnownIssue("deliberate: a wrong stack must be reported with a line diff") {
      tester.expectStack("level 0: #1 Home")
    } matching: {
      comment(of: $0)
        == """
        The router stack differs (− expected, + actual):
          level 0: #1 Home
        + level 1: #2 Modal
        """
    }
    tester.finish()
  }

  @Test func differentEventsAreReportedWithALineDiff() {
    let tester = FlowTester(root: root, router: router)
    tester.step { router.push(NamedScreen("A"), owner: root) }
    withKnownIssue("deliberate: wrong events must be reported with a line diff") {
      tester.expectEvents(["pushed #2 B"])
    } matching: {
      comment(of: $0)
        == "The router events differ (− expected, + actual):\n− pushed #2 B\n+ pushed #2 A"
    }
    tester.step { router.push(NamedScreen("B"), owner: root) }
    withKnownIssue("deliberate: an event where none was expected must be reported") {
      tester.expectEvents([RouterEvent]())
    } matching: {
      comment(of: $0) == "The router events differ (− expected, + actual):\n+ pushed #3 B"
    }
    tester.finish()
  }

  @Test func aDifferentTopScreenIsReported() {
    let tester = FlowTester(root: root, router: router)
    withKnownIssue("deliberate: a wrong top screen must be reported") {
      tester.expectTop("Game")
    } matching: {
      comment(of: $0) == "The top screen is Home, expected Game"
    }
    tester.finish()
  }

  @Test func eventsNotAssertedBeforeTheNextStepFail() {
    let tester = FlowTester(root: root, router: router)
    tester.step { router.push(NamedScreen("A"), owner: root) }
    withKnownIssue("deliberate: an event not asserted before the next step must be reported") {
      tester.step("second") { _ = router.push(NamedScreen("B"), owner: root) }
    } matching: {
      comment(of: $0) == "1 router event was not asserted before second:\n  pushed #2 A"
    }
    withKnownIssue("deliberate: an event not asserted before the end must be reported") {
      tester.finish()
    } matching: {
      comment(of: $0) == "1 router event was not asserted before the end:\n  pushed #3 B"
    }
  }

  @Test func aNonExhaustiveTesterDropsUnassertedEvents() {
    let tester = FlowTester(root: root, router: router, exhaustivity: .nonExhaustive)
    tester.step { router.push(NamedScreen("A"), owner: root) }
    tester.step { router.push(NamedScreen("B"), owner: root) }
    tester.expectStack("level 0: #1 Home, #2 A, #3 B")
    tester.finish()
  }

  @Test func aFlowThatLeftBetweenStepsIsNamedAfterTheStepBefore() {
    let tester = FlowTester(root: root, router: router)
    let child = OneScreenFlow("Child", screen: "Detail", router: router)
    let stepLine = #line + 1
    tester.step("open the detail") { root.startChild(child, on: router) }
    tester.expectEvents(["pushed #2 Detail"])
    child.finish()  // outside any step, as a task of the app's would
    tester.expectEvents(["popped #2 Detail"])
    withKnownIssue("deliberate: a leak must be named after the step it left in") {
      tester.finish()
    } matching: {
      comment(of: $0)
        == "Leak: Child, which left the tree after open the detail "
        + "(FlowTesterTests.swift:\(stepLine)), is still alive; it was expected to be released\n(if a variable of the test holds it, set it to nil before "
        + "finish() or use FlowTester.run)"
    }
  }

  @Test func eventsThatReadTheSameInOneLineAreShownWithTheirOwnersAndLevels() {
    let tester = FlowTester(root: root, router: router)
    var child: OneScreenFlow? = OneScreenFlow("Child", screen: "Detail", router: router)
    tester.step { root.startChild(child!, on: router) }
    withKnownIssue("deliberate: events that read alike must be shown with owners and levels") {
      tester.expectEvents([
        .pushed(RouterEntry(id: 2, screen: "Detail", level: 0, owner: "Root"), animated: true)
      ])
    } matching: {
      comment(of: $0)
        == "The router events differ (− expected, + actual):\n"
        + "− pushed #2 Detail [#2: level 0, owner Root]\n"
        + "+ pushed #2 Detail [#2: level 0, owner Child]"
    }
    tester.step { child?.finish() }
    child = nil
    withKnownIssue("deliberate: events that differ in one line must be shown in one line") {
      tester.expectEvents([
        .popped(
          [RouterEntry(id: 2, screen: "Detail", level: 0)], animated: false, cause: .programmatic)
      ])
    } matching: {
      // Events that differ in one line are shown in one line.
      comment(of: $0)
        == "The router events differ (− expected, + actual):\n"
        + "− popped #2 Detail (not animated)\n+ popped #2 Detail"
    }
    tester.finish()
  }

  // Warnings are issues of their own from Swift 6.3 on; before, they are printed.
  #if compiler(>=6.3)
    @Test func aNonExhaustiveTesterSaysWhatItSkippedWhenAsked() {
      let tester = FlowTester(root: root, router: router, exhaustivity: .nonExhaustive)
      tester.reportsSkippedEvents = true
      var child: OneScreenFlow? = OneScreenFlow("Child", screen: "Detail", router: router)
      tester.step { root.startChild(child!, on: router) }
      withKnownIssue("deliberate: a non-exhaustive tester must warn of the events it skipped") {
        tester.step("close") { child?.finish() }
      } matching: {
        $0.severity == .warning
          && comment(of: $0) == "1 router event was skipped before close:\n  pushed #2 Detail"
      }
      child = nil
      withKnownIssue("deliberate: a non-exhaustive tester must warn of events skipped at the end") {
        tester.finish()
      } matching: {
        $0.severity == .warning
          && comment(of: $0) == "1 router event was skipped before the end:\n  popped #2 Detail"
      }
    }
  #endif

  @Test func aTrackedObjectStillAliveIsALeakNamedByItsLabel() {
    let tester = FlowTester(root: root, router: router)
    let kept = NamedScreen("Kept")
    tester.track(kept, as: "the kept screen")
    withKnownIssue("deliberate: a tracked object still alive must be reported by its label") {
      tester.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        .hasPrefix("Leak: the kept screen is still alive; it was expected to be released")
    }
    #expect(kept.screenName == "Kept")
  }

  @Test func aBrokenInvariantAfterAStepIsReported() {
    let tester = FlowTester(root: root, router: router)
    withKnownIssue("deliberate: a broken invariant after a step must be reported") {
      tester.step("orphan push") { _ = router.push(NamedScreen("Orphan")) }
    } matching: {
      comment(of: $0)
        == "Invariants broken after orphan push:\n  screen #2 Orphan on level 0 has no owning coordinator"
    }
    tester.skipEvents()
    try? router.pop()
    tester.skipEvents()
    tester.finish()
  }

  @Test func expectTreeComparesOneLineAndIndentedForms() {
    root.startChild(OneScreenFlow("Child", screen: "Detail", router: router), on: router)
    #expect(expectTree(root, "Root(Child)"))
    #expect(expectTree(root, "Root [#1 Home]\n└── Child [#2 Detail]", router: router))
    withKnownIssue("deliberate: expectTree must report a wrong tree") {
      #expect(!expectTree(root, "Root"))
    } matching: {
      comment(of: $0)
        == "The coordinator tree differs (− expected, + actual):\n− Root\n+ Root(Child)"
    }
  }

  @Test func aNonExhaustiveTesterStillReportsLeaks() {
    let tester = FlowTester(root: root, router: router, exhaustivity: .nonExhaustive)
    let child = OneScreenFlow("Child", screen: "Detail", router: router)
    tester.step { root.startChild(child, on: router) }
    let stepLine = #line + 1
    tester.step { child.finish() }
    withKnownIssue("deliberate: a non-exhaustive tester must still report a leak") {
      tester.finish()
    } matching: {
      comment(of: $0)
        == "Leak: Child, which left the tree in step 2 (FlowTesterTests.swift:\(stepLine)), is "
        + "still alive; it was expected to be "
        + "released\n(if a variable of the test holds it, set it to nil before finish() or use "
        + "FlowTester.run)"
    }
  }

  @Test func aTransitionStillInFlightAtTheEndFails() {
    let held = StackRouter(transitionStyle: .manual)
    let home = OneScreenFlow("Home", screen: "Home", router: held)
    let tester = FlowTester(root: home, router: held)
    tester.step { home.start() }
    tester.expectEvents(["pushed #1 Home"])
    tester.step { _ = held.push(NamedScreen("Queued"), owner: home) }
    withKnownIssue("deliberate: a transition still in flight at the end must be reported") {
      tester.finish()
    } matching: {
      comment(of: $0)
        == "A transition is still in flight at the end, with 1 call queued behind it; "
        + "complete it before finishing"
    }
  }
}
