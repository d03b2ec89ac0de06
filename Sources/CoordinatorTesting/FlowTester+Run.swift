public import Coordinator

extension FlowTester {
  /// Runs `body` with a tester attached to `root` and `router`, then ends the test with
  /// ``finish(fileID:filePath:line:column:)``, so the end-of-test checks cannot be forgotten.
  ///
  /// The flows and screens `body` holds in its own constants are released when
  /// it returns, before the leak check, so a test needs no `child = nil`:
  ///
  /// ```swift
  /// FlowTester.run(root: root, router: router) { tester in
  ///   let child = OneScreenFlow("Child", screen: "Detail", router: router)
  ///   tester.step { root.startChild(child, on: router) }
  ///   tester.expectTree("Root(Child)")
  ///   tester.expectEvents(["pushed #2 Detail"])
  ///   tester.step { child.finish() }
  ///   tester.expectEvents(["popped #2 Detail"])
  /// }  // fails if Child is still alive
  /// ```
  ///
  /// When `body` throws, the error is rethrown and the end-of-test checks do
  /// not run: the test has already failed, and they would only add noise. An error a step
  /// threw is also reported at that step's line, since the test framework reports it at the
  /// test's; to expect an error, catch it inside `body`.
  ///
  /// Do not call `finish()` in `body` (the checks would run while its
  /// constants still hold their flows), and do not return a flow from it:
  /// what `body` returns is still held when the leak check runs.
  ///
  /// - Parameters:
  ///   - root: The root of the tree under test.
  ///   - router: The router under test.
  ///   - exhaustivity: Whether unasserted events fail the test.
  ///   - fileID: The caller's file, where the end-of-test failures are reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - body: The test's steps and expectations.
  /// - Returns: What `body` returns.
  @discardableResult
  public static func run<Result>(
    root: any FlowCoordinator, router: TestedRouter, exhaustivity: Exhaustivity = .exhaustive,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    _ body: (FlowTester) throws -> Result
  ) rethrows -> Result {
    let tester = FlowTester(
      root: root, router: router, exhaustivity: exhaustivity, fileID: fileID, filePath: filePath,
      line: line, column: column)
    let result: Result
    do {
      result = try body(tester)
    } catch {
      tester.ending.endByThrow()
      throw error
    }
    tester.finish(fileID: fileID, filePath: filePath, line: line, column: column)
    return result
  }
}
