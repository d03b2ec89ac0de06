import Coordinator

// A step that checks the screen it leaves on top, read as its own type: a view model's state
// asserted in the same call that moved it.

extension FlowTester {
  /// Runs one user action, as ``step(_:fileID:filePath:line:column:_:)-7wi6n``, then hands the
  /// screen on top, read as `Screen`, to `check`: the state of its view model asserted in the
  /// same step.
  ///
  /// The type is the one `check` takes. When no screen is on top, or the top one is of another
  /// type, the test fails at the step's line and `check` does not run.
  ///
  /// ```swift
  /// tester.step {
  ///   counter.viewModel.increment()
  /// } then: { (screen: CounterViewModelScreen) in
  ///   #expect(screen.viewModel.count == 1)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The step's name in failures; `step N` when `nil`.
  ///   - fileID: The caller's file, where failures are reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - action: The user action.
  ///   - check: Checks the screen on top once the action returned.
  /// - Returns: What `action` returned.
  @discardableResult @_disfavoredOverload
  public func step<Screen, Result>(
    _ name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, _ action: () throws -> Result,
    then check: (Screen) throws -> Void
  ) rethrows -> Result {
    let result = try step(
      name, fileID: fileID, filePath: filePath, line: line, column: column, action)
    try expectTop(
      Screen.self, fileID: fileID, filePath: filePath, line: line, column: column, check)
    return result
  }

  /// Runs one user action that awaits, as the awaited `step` does, with its deadline, then
  /// hands the screen on top, read as `Screen`, to `check`.
  ///
  /// When no screen is on top, or the top one is of another type, the test fails at the
  /// step's line and `check` does not run; nor does it when the action throws.
  ///
  /// - Parameters:
  ///   - name: The step's name in failures; `step N` when `nil`.
  ///   - fileID: The caller's file, where failures are reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - action: The user action.
  ///   - check: Checks the screen on top once the action returned.
  /// - Returns: What `action` returned.
  @discardableResult
  public func step<Screen, Result, Failure: Error>(
    _ name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ action: @MainActor () async throws(Failure) -> Result,
    then check: (Screen) -> Void
  ) async throws(Failure) -> Result {
    let result = try await step(
      name, fileID: fileID, filePath: filePath, line: line, column: column, action)
    expectTop(Screen.self, fileID: fileID, filePath: filePath, line: line, column: column, check)
    return result
  }
}
