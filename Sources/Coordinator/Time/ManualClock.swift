import Foundation

/// A clock that moves only when it is told to: the clock a test, a script or the explorer
/// gives an app, so that its timers and its slow requests are deterministic and take no real
/// time.
///
/// Give a flow the clock it sleeps on, as any other dependency: `ContinuousClock()` in the
/// app, a `ManualClock` where time must be controlled. A task sleeping on a manual clock waits
/// until something moves the clock past its deadline — `FlowTester.advance(by:)` in a test,
/// `:wait 2s` in the shell (`--clock test`), a move of the explorer — and counts as at rest
/// meanwhile, since nothing but time can wake it.
///
/// ```swift
/// final class LoginFlow: BaseCoordinator {
///   private let clock: any Clock<Duration>
///   private(set) var showsHint = false
///   init(clock: any Clock<Duration> = ContinuousClock()) { self.clock = clock }
///
///   func showHintLater() {
///     startTask { [weak self, clock] in
///       try? await clock.sleep(for: .seconds(30))
///       self?.showsHint = true
///     }
///   }
/// }
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
  /// A moment on a manual clock: the time it has moved since it was made.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// How far the clock had moved at this moment since it was made.
    public var offset: Duration

    /// The moment `offset` after the clock was made.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The moment `duration` after this one.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this moment to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  /// A task asleep on the clock, with what wakes it.
  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var task: ObjectIdentifier?
    var continuation: CheckedContinuation<Void, any Error>
  }

  // Every member below is read and changed under `lock` only.
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var cancelledEarly: Set<Int> = []
  private var nextID = 0
  private var onSleep: [(id: Int, observer: @Sendable () -> Void)] = []

  /// A clock at its start, with no one asleep on it.
  public init() {}

  /// The moment the clock shows: the time it has moved since it was made.
  public var now: Instant { lock.withLock { current } }

  /// None: the clock moves only when told, by any amount.
  public var minimumResolution: Duration { .zero }

  /// Waits until the clock has moved to `deadline`, or the task is cancelled.
  ///
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let task = RunningFlowTask.current.map(ObjectIdentifier.init)
    let id: Int? = lock.withLock {
      guard current < deadline else { return nil }
      nextID += 1
      return nextID
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        enum Registration { case cancelled, due, asleep([@Sendable () -> Void]) }
        let registration: Registration = lock.withLock {
          if cancelledEarly.remove(id) != nil { return .cancelled }
          guard current < deadline else { return .due }
          sleepers.append(
            Sleeper(id: id, deadline: deadline, task: task, continuation: continuation))
          return .asleep(onSleep.map(\.observer))
        }
        switch registration {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .due: continuation.resume()
        case .asleep(let observers): for observer in observers { observer() }
        }
      }
    } onCancel: {
      let sleeper: Sleeper? = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
          cancelledEarly.insert(id)
          return nil
        }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock by `duration` at once, waking every task whose deadline it reaches, the
  /// earliest first.
  ///
  /// A woken task runs when its executor is next free: work that sleeps again within
  /// `duration` is not woken a second time by this call. `FlowTester.advance(by:)` and the
  /// shell's `:wait` step from deadline to deadline instead, letting the work come to rest at
  /// each.
  public func advance(by duration: Duration) {
    move(by: duration)
  }

  /// Moves the clock to `instant` (never back) and wakes every task whose deadline it reached.
  package func move(to instant: Instant) {
    move { current in max(current, instant) }
  }

  /// Wakes the one task asleep with the earliest deadline not after `limit`, the first to
  /// fall asleep among those with the same deadline, moving the clock to that deadline (never
  /// back); returns whether there was one.
  ///
  /// Woken one at a time, with the work let come to rest between them, tasks due at the same
  /// moment run in the order they fell asleep, every time.
  package func wakeEarliest(notAfter limit: Instant) -> Bool {
    let sleeper: Sleeper? = lock.withLock {
      guard
        let index = sleepers.indices.min(by: {
          (sleepers[$0].deadline, sleepers[$0].id) < (sleepers[$1].deadline, sleepers[$1].id)
        }),
        sleepers[index].deadline <= limit
      else { return nil }
      current = max(current, sleepers[index].deadline)
      return sleepers.remove(at: index)
    }
    sleeper?.continuation.resume()
    return sleeper != nil
  }

  /// Moves the clock by `duration`, read and moved at once, and wakes every task whose
  /// deadline it reached.
  private func move(by duration: Duration) {
    move { current in current.advanced(by: max(duration, .zero)) }
  }

  private func move(_ next: (Instant) -> Instant) {
    let due: [Sleeper] = lock.withLock {
      current = next(current)
      let due = sleepers.filter { !(current < $0.deadline) }
      sleepers.removeAll { !(current < $0.deadline) }
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in due {
      sleeper.continuation.resume()
    }
  }

  /// The time until the earliest deadline of a task asleep on the clock; `nil` when none is.
  package var nextWait: Duration? {
    lock.withLock { sleepers.map(\.deadline).min().map { current.duration(to: $0) } }
  }

  /// How many tasks that are not a flow's are asleep on the clock now.
  package var sleepersOutsideFlows: Int {
    lock.withLock { sleepers.count { $0.task == nil } }
  }

  /// Whether `task` is asleep on the clock now.
  package func isAsleep(_ task: FlowTask) -> Bool {
    let id = ObjectIdentifier(task)
    return lock.withLock { sleepers.contains { $0.task == id } }
  }

  /// Calls `observer`, from any thread, whenever a task falls asleep on the clock; returns
  /// the number that `stopTelling(_:)` takes.
  package func whenSleeping(_ observer: @escaping @Sendable () -> Void) -> Int {
    lock.withLock {
      nextID += 1
      onSleep.append((nextID, observer))
      return nextID
    }
  }

  /// Stops calling the observer numbered `id`.
  package func stopTelling(_ id: Int) {
    lock.withLock { onSleep.removeAll { $0.id == id } }
  }
}
