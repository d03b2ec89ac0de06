import Dispatch

/// When a wait for the app's work to come to rest gives up.
///
/// A strict deadline passes `limit` after it is set, in real time: the shell's `--settle`,
/// which a person reads as "at most". A lenient one counts only the time in which the main
/// actor and the task pool were free: a turn of either that came late, because it ran other
/// jobs, does not count. On a loaded machine — a test suite whose other tests hold both for
/// seconds at a time — the app's work waits its turn, and that wait does not count. Nor does
/// the time the app's own work held them, in long synchronous runs: work that hogs the main
/// actor stretches the deadline. It still passes by ten times `limit`, or ten minutes after it,
/// whichever is later, so that no wait is without one.
@MainActor
package final class RestDeadline {
  /// How a deadline counts time.
  package enum Kind: Sendable {
    /// Real time.
    case strict
    /// Real time in which the app's work could run, up to ten times the limit or the limit
    /// and ten minutes.
    case lenient
  }

  /// Whether the deadline has passed.
  package private(set) var hasPassed = false
  /// The lenient count's task.
  private var timer: Task<Void, Never>?
  /// The strict deadline's timer. A dispatch timer, not a `Task.sleep`: a cancelled sleep
  /// keeps its timer and its job until the time it was set for, so a shell that rests after
  /// many lines within `--settle` would hold one for each of them (the bench saw 11 MB more at
  /// 100,000 lines than at 10,000).
  private var source: (any DispatchSourceTimer)?

  /// A deadline `limit` from now, counted as `kind` says, that calls `onPass` when it passes.
  package init(limit: Duration, kind: Kind, onPass: @escaping @MainActor () -> Void) {
    let start = ContinuousClock.now
    guard limit > .zero else {
      hasPassed = true
      return
    }
    switch kind {
    case .strict:
      let source = DispatchSource.makeTimerSource(queue: .main)
      source.schedule(deadline: .now() + Self.interval(limit))
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated { self?.pass(onPass) }
      }
      source.resume()
      self.source = source
    case .lenient:
      timer = Task { [weak self] in
        await Self.countFreeTime(limit, from: start)
        guard !Task.isCancelled else { return }
        self?.pass(onPass)
      }
    }
  }

  deinit {
    timer?.cancel()
  }

  /// Stops the timer; call it when the wait ends before the deadline. A strict deadline that
  /// is dropped without it keeps its dispatch timer, which holds nothing of the deadline's,
  /// until the time it was set for.
  package func cancel() {
    timer?.cancel()
    source?.cancel()
  }

  private func pass(_ onPass: @MainActor () -> Void) {
    guard !hasPassed else { return }
    source?.cancel()
    hasPassed = true
    onPass()
  }

  /// `limit` as a dispatch interval, whole nanoseconds, at most `Int.max` of them.
  private static func interval(_ limit: Duration) -> DispatchTimeInterval {
    let (seconds, attoseconds) = limit.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return .never }
    let (nanoseconds, overflowAgain) = whole.addingReportingOverflow(
      attoseconds / 1_000_000_000)
    return overflowAgain ? .never : .nanoseconds(Int(nanoseconds))
  }

  /// How long a look at the executors' business takes: a turn of the main actor and a round
  /// trip through the task pool, each of which ought to take microseconds.
  private static let tick = Duration.milliseconds(50)
  /// The part of a look at the executors taken as normal; beyond it, the time is theirs.
  private static let slack = Duration.milliseconds(5)

  /// Returns once `limit` of time in which the executors were free has passed since `start`,
  /// or ten times `limit` (at least `limit` and ten minutes) of real time, or the task is
  /// cancelled.
  private static func countFreeTime(_ limit: Duration, from start: ContinuousClock.Instant) async {
    let ceiling = start + max(limit * 10, limit + .seconds(600))
    var deadline = start + limit
    // When this task meant to run: a turn of the main actor that comes later was not free.
    var meant = start
    while !Task.isCancelled {
      // The main actor's lateness in running this task, then the pool's in running a job.
      let woke = ContinuousClock.now
      await Task.detached {}.value
      let now = ContinuousClock.now
      let busy = (woke - meant) + (now - woke)
      if busy > slack {
        deadline = min(deadline + busy, ceiling)
      }
      guard now < deadline else { return }
      meant = min(now + tick, deadline)
      do { try await Task.sleep(until: meant, clock: .continuous) } catch { return }
    }
  }
}
