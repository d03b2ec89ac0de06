/// Ending a transition, and running the calls queued behind it.
extension StackRouter {
  /// Ends the transition in flight and runs the calls queued behind it.
  func endTransition() {
    gate.isInFlight = false
    if gate.queuedCount > 0 {
      drain()
    }
  }

  /// Releases `calls` here, after the queue is back in the router, as `withExtendedLifetime`
  /// would, without its closure, which checks at run time that it runs on the main actor.
  @inline(never)
  nonisolated private static func release(_ calls: consuming [Call]) {
    _ = consume calls
  }

  /// Ends the run of the queued call, out of place (see `drain()`); `spare` is empty.
  private func endRunning(swappingWith spare: inout CallQueue) {
    swap(&spare, &queue)
    spare.endRunning()
    swap(&spare, &queue)
  }

  /// Runs the queued calls in order until one holds a transition or none is left.
  private func drain() {
    guard !gate.isDraining else { return }
    gate.isDraining = true
    defer { gate.isDraining = false }
    // The queue is changed out of place, swapped with an empty one and back: no access to
    // `queue` then runs code that could reach it again (a release in one could run a
    // `deinit`), so the optimiser drops the run-time checks each queued call paid. Nothing that
    // could make a call runs while the queue is out.
    var calls = CallQueue()
    while !gate.isInFlight {
      swap(&calls, &queue)
      guard let (next, emptied) = calls.dequeue() else {
        swap(&calls, &queue)
        break
      }
      swap(&calls, &queue)
      gate.queuedCount -= 1
      // Released once the queue is empty and back in the router: a flow it releases may make
      // calls, from a `deinit` or a `didEnd()`.
      Self.release(emptied)
      // A queued call that fails is reported while still in flight, so that
      // calls its observers make wait behind the rest of the queue.
      gate.isInFlight = true
      let changed: Bool
      queue.beginRunning()
      do {
        changed = try makeChange(next)
        endRunning(swappingWith: &calls)
      } catch {
        endRunning(swappingWith: &calls)
        refuse(next, error)
        changed = false
      }
      if holdsTransition(afterChange: changed) {
        gate.isHeld = true
      } else {
        gate.isInFlight = false
      }
    }
  }
}
