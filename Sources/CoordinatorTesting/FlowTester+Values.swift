import Coordinator

extension FlowTester {
  /// Waits at most `timeout` (the tester's ``timeout`` unless given) for `task` to return, and
  /// gives what it returned: a child flow's typed result awaited in a test, with a deadline.
  ///
  /// When the deadline passes first — the child waits for a step the test never took, such as
  /// a modal nobody closes — the test fails at this line, the task is cancelled (an awaited
  /// `runChild` then ends its child) and waited for as long again, so that what it ended has
  /// ended, and `nil` is returned: the test goes on, never hangs.
  ///
  /// ```swift
  /// let composing = Task { await inbox.compose() }
  /// await tester.expectEvents([presented], within: tester.timeout)
  /// weak let compose = inbox.lastChild as? ComposeFlow
  /// await tester.step { compose?.send("Hello") }
  /// let draft = await tester.value(of: composing)
  /// #expect(draft == "Hello")
  /// ```
  ///
  /// - Parameters:
  ///   - task: The task whose value the test needs, such as one that awaits `runChild`.
  ///   - timeout: How long to wait at most; the tester's ``timeout`` when `nil`.
  ///   - fileID: The caller's file, where a timeout is reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What `task` returned, or `nil` when it did not return in time.
  public func value<Success>(
    of task: Task<Success, Never>, within timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> Success? {
    let timeout = timeout ?? self.timeout
    let outcome = TaskOutcome(watching: task)
    _ = await wait(until: ContinuousClock.now + timeout) { outcome.isDone }
    if let value = outcome.value {
      return value
    }
    recordFailure(
      "Waited \(timeout) for the task's value; it did not return: it waits for something the "
        + "test never gave it (a screen nobody closed, an answer nobody sent). It is cancelled; "
        + "take the step it waits for before awaiting it, or raise `tester.timeout`",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    task.cancel()
    // What the cancellation ends — the child an awaited `runChild` ran, its screens — ends
    // within this call, so that the test asserts it next and the end finds no flow alive.
    _ = await wait(until: ContinuousClock.now + timeout) { outcome.isDone }
    return nil
  }
}
