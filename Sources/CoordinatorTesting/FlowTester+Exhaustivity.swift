import Coordinator

extension FlowTester {
  /// Runs `body` with ``exhaustivity`` set to `exhaustivity`, then sets it back: a part of a
  /// test, such as its set-up, checked less strictly than the rest.
  ///
  /// Events that came in a non-exhaustive scope and were not asserted are dropped when it ends
  /// (said as warnings when ``reportsSkippedEvents`` is on), so the exhaustive steps after it
  /// start clean; leaks, tasks and invariants are checked throughout.
  ///
  /// ```swift
  /// tester.withExhaustivity(.nonExhaustive) {
  ///   tester.step { root.startChild(child, on: router) }
  /// }
  /// tester.step { child.finish() }
  /// tester.expectEvents(["popped #2 Detail"])
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: How strict the tester is inside `body`.
  ///   - fileID: The caller's file, where skipped events are reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - body: The steps and checks to run with it.
  /// - Returns: What `body` returns.
  @discardableResult
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () throws -> Result
  ) rethrows -> Result {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer {
      endScope(
        restoring: saved,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return try body()
  }

  /// Runs `body`, which awaits, with ``exhaustivity`` set to `exhaustivity`, as the synchronous
  /// `withExhaustivity(_:_:)` does.
  @discardableResult
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer {
      endScope(
        restoring: saved,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return try await body()
  }

  /// Ends a scope: drops what a non-exhaustive one left unasserted, then restores `saved`.
  private func endScope(restoring saved: Exhaustivity, at site: CallSite) {
    if exhaustivity == .nonExhaustive {
      reportUnasserted(before: "the end of the non-exhaustive scope", at: site)
      reportUnassertedStates(before: "the end of the non-exhaustive scope", at: site)
    }
    exhaustivity = saved
  }

  /// Fails on the events not asserted before `moment` when exhaustive, drops them otherwise.
  func reportUnasserted(before moment: String, at site: CallSite) {
    defer { unasserted = [] }
    guard !unasserted.isEmpty else { return }
    let count = unasserted.count
    let events = unasserted.map { "  \($0)" }.joined(separator: "\n")
    switch exhaustivity {
    case .exhaustive:
      recordFailure(
        "\(count) router event\(count == 1 ? " was" : "s were") not asserted before \(moment):\n"
          + events,
        at: site)
    case .nonExhaustive where reportsSkippedEvents:
      recordWarning(
        "\(count) router event\(count == 1 ? " was" : "s were") skipped before \(moment):\n"
          + events,
        at: site)
    case .nonExhaustive:
      break
    }
  }

}
