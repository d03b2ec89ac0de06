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
  /// tester.step { flow.logIn("ada") }  // the request will sleep on the clock
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
    await rest(after: step, waiting: duration, at: site)
  }

  /// Lets the app's work come to rest after `step`, `duration` passing on the clock first
  /// when given; fails the test at `site` for every task still running at the deadline.
  func rest(
    after step: (name: String, site: CallSite), waiting duration: Duration? = nil, at site: CallSite
  ) async {
    let still = await work.settle(waiting: duration, within: restTimeout)
    for task in still {
      recordFailure(
        "A task of \(task.flowName), started at \(task.place), was still running "
          + "\(restTimeout) after \(step.name): it waits on something that does not answer in a "
          + "test. Give the flow a stand-in that answers, or the tester's clock to sleep on; for "
          + "work as long as its flow, call tester.skipRunningTasks()", at: site)
    }
  }
}
