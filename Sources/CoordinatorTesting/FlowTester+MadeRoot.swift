public import Coordinator

// A run whose root the tester makes and lets go of: the root, and every flow still in the tree
// at the end, are checked for leaks once the test is done with them.

extension FlowTester {
  /// Runs `body` with a root that `makeRoot` makes and the tester owns, then ends the test with
  /// ``finish(fileID:filePath:line:column:)`` and lets the root go: the root, and every flow
  /// still in the tree at the end, must then be released, or the test fails here.
  ///
  /// The other runs cannot check the root — the test holds it — so a root kept alive by a
  /// closure that captures it passes them. Here only `body` holds it, and only until it returns.
  ///
  /// ```swift
  /// FlowTester.run(making: { AppFlow() }, router: \.router) { tester, app in
  ///   tester.step { app.start() }
  ///   tester.expectEvents(["root #1 Home replaced nothing (not animated)"])
  /// }  // fails if AppFlow is still alive
  /// ```
  ///
  /// - Parameters:
  ///   - makeRoot: Makes the root of the tree under test, not yet started.
  ///   - routerOf: The router under test, read from the root.
  ///   - exhaustivity: Whether unasserted events fail the test.
  ///   - fileID: The caller's file, where the end-of-test failures are reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - body: The test's steps and expectations, with the tester and the root.
  /// - Returns: What `body` returns; return no flow, which would be held at the leak check.
  @discardableResult
  public static func run<Root: FlowCoordinator & Sendable, Result>(
    making makeRoot: () -> Root, router routerOf: (Root) -> TestedRouter,
    exhaustivity: Exhaustivity = .exhaustive, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: (FlowTester, Root) throws -> Result
  ) rethrows -> Result {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let leaks = LeakTracker()
    let result: Result
    do {
      let root = makeRoot()
      let tester = FlowTester(
        root: root, router: routerOf(root), exhaustivity: exhaustivity, fileID: fileID,
        filePath: filePath, line: line, column: column)
      do {
        result = try body(tester, root)
      } catch {
        tester.ending.endByThrow()
        throw error
      }
      tester.finish(at: site)
      tester.trackTree(in: leaks)
    }
    leaks.expectReleased(at: site)
    return result
  }

  /// Runs `body`, which awaits, as the synchronous `run(making:router:)` runs its own, ending
  /// the test with the awaited
  /// ``finish(timeout:fileID:filePath:line:column:)`` before the root is let go.
  @discardableResult
  public static func run<Root: FlowCoordinator & Sendable, Result>(
    making makeRoot: () -> Root, router routerOf: (Root) -> TestedRouter,
    exhaustivity: Exhaustivity = .exhaustive, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: (FlowTester, Root) async throws -> Result
  ) async rethrows -> Result {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let leaks = LeakTracker()
    let result: Result
    do {
      let root = makeRoot()
      let tester = FlowTester(
        root: root, router: routerOf(root), exhaustivity: exhaustivity, fileID: fileID,
        filePath: filePath, line: line, column: column)
      do {
        result = try await body(tester, root)
      } catch {
        tester.ending.endByThrow()
        throw error
      }
      await tester.finish(fileID: fileID, filePath: filePath, line: line, column: column)
      tester.trackTree(in: leaks)
    }
    leaks.expectReleased(at: site)
    return result
  }

  /// Tracks the root and every flow in its tree in `leaks`, each with the hint of what keeps a
  /// flow alive.
  func trackTree(in leaks: LeakTracker) {
    var pending: [(node: any FlowCoordinator, isRoot: Bool)] = [(root, true)]
    while let (node, isRoot) = pending.popLast() {
      leaks.track(
        node,
        as: isRoot
          ? "\(node.name), the root, once the test was done with it,"
          : "\(node.name), in the tree at the end,",
        origin: nil, hint: Self.closureHint(for: node))
      pending.append(contentsOf: node.childCoordinators.map { ($0, false) })
    }
  }

  /// What most often keeps a flow alive, and the tasks of its own still running that may.
  static func closureHint(for flow: any FlowCoordinator) -> String {
    let running = ((flow as? BaseCoordinator)?.runningTasks ?? []).map(\.place)
    return "(a closure that captures it strongly keeps it: its own `onPop`, `flowCompletion` or "
      + "a view model's output, or a `startTask` or `Task` without `[weak self]`"
      + (running.isEmpty
        ? "" : "; its tasks started at \(running.joined(separator: ", ")) are still running")
      + ")"
  }
}
