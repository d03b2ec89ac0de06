import CoordinatorTesting
import Testing

@MainActor
@Suite struct LeakTrackerTests {
  final class Thing {}

  @Test func releasedObjectsPassAndLiveOnesAreNamed() {
    let tracker = LeakTracker()
    var gone: Thing? = Thing()
    let kept = Thing()
    tracker.track(gone!)
    tracker.track(kept, as: "kept")
    tracker.track(kept, as: "kept again")
    gone = nil
    #expect(tracker.alive == ["kept"])
    withKnownIssue("deliberate: the tracker must report the object still alive") {
      #expect(!tracker.expectReleased())
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        .hasPrefix("Leak: kept is still alive; it was expected to be released (tracked at ")
    }
    #expect(tracker.alive == [])
    #expect(tracker.expectReleased())
  }

  @Test func theDefaultLabelIsTheTypeName() {
    let tracker = LeakTracker()
    let thing = Thing()
    tracker.track(thing)
    #expect(tracker.alive == ["Thing"])
    withKnownIssue("deliberate: the tracker must name a live object by its type") {
      tracker.expectReleased()
    }
  }
}
