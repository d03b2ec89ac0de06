public import Coordinator

// One flow tested alone: a router and a parent of its own, made in the one call that makes the
// tester, with every check of a tester of the whole app.

extension FlowTester where TestedRouter == StackRouter {
  /// A tester of one flow alone: a new `StackRouter`, and a parent (`Host` in the tree) that
  /// starts the flow `makeFlow` makes on that router, as an app's flow would start it.
  ///
  /// The test starts at the flow's first screen: what starting it did is not an event to
  /// assert. Everything else is the tester of a whole app: events, tree, stacks, screen
  /// states, tasks and leaks. A `ReturningCoordinator` is run for its value. Find the flow, or a child it started, with
  /// ``flow(_:fileID:filePath:line:column:)``; read what a flow that returns a value ended
  /// with through ``result(as:fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// let tester = FlowTester(hosting: { TwoFactorFlow(router: $0) })
  /// ```
  ///
  /// - Parameters:
  ///   - makeFlow: Makes the flow under test, not started, on the router it is given.
  ///   - exhaustivity: Whether unasserted events and state changes fail the test.
  ///   - fileID: The caller's file, where end-of-test failures are reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public convenience init<Flow: BaseCoordinator>(
    hosting makeFlow: (StackRouter) -> Flow, exhaustivity: Exhaustivity = .exhaustive,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let router = StackRouter()
    let host = FlowHost()
    host.start()
    host.run(makeFlow(router), on: router)
    self.init(
      root: host, router: router, exhaustivity: exhaustivity, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

extension FlowTester {
  /// The first flow of type `Flow` in the tree, nearest the root first: the flow a hosting
  /// tester runs, or a child it started. `nil`, failing the test, when none is there.
  ///
  /// Hold what it returns `weak` past the step that ends the flow, or the flow is reported
  /// as a leak.
  public func flow<Flow: FlowCoordinator>(
    _ type: Flow.Type = Flow.self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Flow? {
    var level: [any FlowCoordinator] = [root]
    while !level.isEmpty {
      if let found = level.lazy.compactMap({ $0 as? Flow }).first { return found }
      level = level.flatMap(\.childCoordinators)
    }
    recordFailure(
      "No \(type) is in the tree: \(CoordinatorTree.line(of: root))",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return nil
  }

  /// What the flow a hosting tester runs ended with: its value, or `nil` when it ended with
  /// nothing. `nil`, failing the test, when it has not ended, when the tester hosts no flow,
  /// or when the value is not a `Value`.
  public func result<Value>(
    as type: Value.Type = Value.self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Value? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let host = root as? FlowHost else {
      recordFailure("This tester hosts no flow: make it with FlowTester(hosting:)", at: site)
      return nil
    }
    guard let ending = host.ending else {
      recordFailure("The hosted flow has not ended", at: site)
      return nil
    }
    guard let value = ending else { return nil }
    guard let typed = value as? Value else {
      recordFailure("The hosted flow ended with \(Swift.type(of: value)), not \(type)", at: site)
      return nil
    }
    return typed
  }
}
