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

  /// Fails the test at `site` on every event of `router` from now on, until another tester
  /// attaches to it.
  static func start<TestedRouter: InspectableRouter>(on router: TestedRouter, at site: CallSite) {
    end(on: router)
    watches[ObjectIdentifier(router)] = router.observe { event in
      recordFailure(
        "The router changed after the test ended: \(event). Work the test did not see "
          + "navigated; start it with `startTask` in its flow, or hand it to `tester.track`, "
          + "so that the test waits for it",
        at: site)
    }
  }
}
