import Coordinator

extension FlowTester {
  /// Lets `duration` pass on the tester's ``clock``, as a step: the work comes to rest first,
  /// then every task asleep on the clock whose deadline comes within `duration` wakes, the work
  /// coming to rest at each deadline, so a timer that fires twice in that time fires twice.
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// let flow = LoginFlow(clock: clock)
  /// flow.start()
  /// let tester = FlowTester(root: flow, router: flow.router)
  /// tester.clock = clock
  /// await tester.step { flow.logIn("ada") }  // the request sleeps on the clock
  /// await tester.advance(by: .seconds(2))  // it answers, and Home is pushed
  /// tester.expectEvents(["pushed #2 Home"])
  /// ```
  ///
  /// A tester with no clock fails the test here: set ``clock`` to the one the flows sleep on.
  public func advance(
    by duration: Duration, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard clock != nil else {
      recordFailure(
        "advance(by:) moves the tester's clock, and it has none: set tester.clock to the "
          + "ManualClock the flows sleep on", at: site)
      return
    }
    let step = beginStep("advance(by: \(duration))", at: site)
    defer { endStep(step) }
    await rest(waiting: duration)
  }

  /// Lets the app's work come to rest, `duration` passing on the clock first when given, for
  /// at most ``timeout`` of the time in which the work could run. Work still running then —
  /// a task that waits on a live request, or listens as long as its flow — does not fail the
  /// step: the test goes on, and the end of the test reports what still runs.
  func rest(waiting duration: Duration? = nil) async {
    _ = await work.settle(waiting: duration, within: timeout)
  }
}
