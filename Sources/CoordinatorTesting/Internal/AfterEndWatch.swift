import Coordinator

/// The watch a finished tester keeps on its router, so that work the test never saw, which
/// navigates after the test ended, fails it; one for each router, ended when another tester
/// attaches to the router.
@MainActor
enum AfterEndWatch {
  /// The watches, by the router they watch.
  private static var watches: [ObjectIdentifier: RouterObservation] = [:]

  /// Ends the watch on `router`, for a new tester that attaches to it.
  static func end(on router: AnyObject) {
    watches.removeValue(forKey: ObjectIdentifier(router))?.cancel()
  }

  /// Fails the test at `site` on every event of `router` from now on that another task than
  /// this one causes, until another tester attaches to it: the test's own code may go on
  /// navigating once a tester has finished; the app's work may not.
  static func start<TestedRouter: InspectableRouter>(on router: TestedRouter, at site: CallSite) {
    end(on: router)
    let test = currentTask
    watches[ObjectIdentifier(router)] = router.observe { event in
      guard currentTask != test else { return }
      recordFailure(
        "The router changed after the test ended: \(event). Work the test did not see "
          + "navigated; start it with `startTask` in its flow, or hand it to `tester.track`, "
          + "so that the test waits for it",
        at: site)
    }
  }

  /// The task running now, as a value to compare; `nil` outside every task.
  private static var currentTask: Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }
}
