import Coordinator

/// The least a push and pop of an owned screen with an `onPop` costs in safe Swift when owners
/// are held weakly, as the router holds them: a reference row for the router's owned row, with
/// none of the router's other rules.
///
/// Each push checks that the owner is the one its tally was made for, through the tally's
/// weak reference (an owner may be released while its screens stay, and its address reused),
/// and that it has not finished; it counts the screen in and keeps the screen, the tally and
/// the `onPop` in an array. Each pop takes the record off, counts it out and calls its
/// `onPop`. The calls are not inlined, as a call into the router is not. The stored properties
/// that change are `@exclusivity(unchecked)`, so no run-time exclusivity check runs (callgrind
/// finds no `swift_beginAccess` in the loop; a class's stored property is otherwise checked at
/// each change, swapped out or not). No events, no queue, no dialog or depth check, no name:
/// what is left of the router's cost above this row is its rules; the difference between
/// this row and the floor is what owning, with a weak owner, costs.
@MainActor
final class OwnedFloorStack {
  /// One owner's screens, as the router's tally counts them.
  final class Tally {
    weak var owner: (any FlowCoordinator)?
    @exclusivity(unchecked) var count = 0

    init(_ owner: any FlowCoordinator) {
      self.owner = owner
    }
  }

  /// One screen on the stack.
  struct Record {
    let screen: any Presentable
    let tally: Tally
    let onPop: (@MainActor () -> Void)?
  }

  @exclusivity(unchecked) private var records: [Record] = []
  private let tally: Tally

  init(owner: any FlowCoordinator) {
    tally = Tally(owner)
    records.reserveCapacity(16)
  }

  /// Pushes `screen` for `owner`, which must be the owner the stack was made for.
  @inline(never)
  func push(
    _ screen: any Presentable, owner: any FlowCoordinator, onPop: (@MainActor () -> Void)?
  ) {
    precondition(tally.owner === owner, "one owner")
    precondition(owner.lifecycle != .finished, "a running owner")
    tally.count += 1
    records.append(Record(screen: screen, tally: tally, onPop: onPop))
  }

  /// Pops the top screen and calls its `onPop`.
  @inline(never)
  func pop() {
    let record = records.removeLast()
    record.tally.count -= 1
    record.onPop?()
  }
}

/// An owner's count of its screens, held by the owner: what a router needs to know of an
/// owner without a weak reference to it. The owner marks it `released` as it goes, so a
/// stack that outlives the owner knows, and no other owner can be taken for it. Used on the
/// main actor only, as its owner is; `@unchecked Sendable` so that the owner's nonisolated
/// `deinit` may mark it.
final class HeldTally: @unchecked Sendable {
  @exclusivity(unchecked) var count = 0
  @exclusivity(unchecked) var released = false
}

/// A coordinator that holds its own tally, and marks it released in `deinit`.
final class TallyOwner: BaseCoordinator {
  let tally = HeldTally()

  deinit {
    tally.released = true
  }
}

/// The cheapest owned stack with the router's guarantees for an owned screen with an `onPop`:
/// the owner is running (not finished, not released), its screens are counted in and out of
/// its tally (which `popFlow` would read), and the `onPop` runs at the pop. The tally is held
/// by the owner, so no weak reference is read or made: a reference row for the router's owned
/// row, of what a design with the owner's tally on the owner could reach.
@MainActor
final class HeldTallyStack {
  /// One screen on the stack.
  struct Record {
    let screen: any Presentable
    let tally: HeldTally
    let onPop: (@MainActor () -> Void)?
  }

  @exclusivity(unchecked) private var records: [Record] = []

  init() {
    records.reserveCapacity(16)
  }

  /// Pushes `screen` for `owner`, counted in `owner`'s tally.
  @inline(never)
  func push(_ screen: any Presentable, owner: TallyOwner, onPop: (@MainActor () -> Void)?) {
    let tally = owner.tally
    precondition(!tally.released && owner.lifecycle != .finished, "a running owner")
    tally.count += 1
    records.append(Record(screen: screen, tally: tally, onPop: onPop))
  }

  /// Pops the top screen, counts it out of its owner's tally and calls its `onPop`.
  @inline(never)
  func pop() {
    let record = records.removeLast()
    record.tally.count -= 1
    record.onPop?()
  }
}

extension CoreRows {
  /// Push + pop on an ``OwnedFloorStack``: what an owned screen with an `onPop` costs before
  /// any of the router's rules.
  func ownedFloor(floor: Harness.Figures?) -> Row {
    let owner = BenchCoordinator()
    owner.start()
    let stack = OwnedFloorStack(owner: owner)
    let screen = BenchScreen()
    let operations = 20_000 / scale
    let figures = harness.measure(operations: operations) {
      for _ in 0..<operations {
        stack.push(screen, owner: owner, onPop: { keep(1) })
        stack.pop()
      }
    }
    return Row(
      row: "owned floor", scenario: "push + pop, owned, onPop, no rules", figures: figures,
      reference: "floor", ratio: floor.map { figures.minimum / $0.minimum })
  }
}
