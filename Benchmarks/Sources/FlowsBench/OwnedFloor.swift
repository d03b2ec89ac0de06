import Coordinator

/// The least a push and pop of an owned screen with an `onPop` costs in safe Swift when owners
/// are held weakly, as the router holds them: a reference row for the router's owned row, with
/// none of the router's other rules.
///
/// Each push checks that the owner is the one its tally was made for, through the tally's
/// weak reference (an owner may be released while its screens stay, and its address reused),
/// and that it has not finished; it counts the screen in and keeps the screen, the tally and
/// the `onPop` in an array. Each pop takes the record off, counts it out and calls its
/// `onPop`. The calls are not inlined, as a call into the router is not, and the array is
/// changed out of place, as the router's is, so no exclusivity check runs. No events, no
/// queue, no dialog or depth check, no name: what is left of the router's cost above this
/// row is its rules; the difference between this row and the floor is what owning costs.
@MainActor
final class OwnedFloorStack {
  /// One owner's screens, as the router's tally counts them.
  final class Tally {
    weak var owner: (any FlowCoordinator)?
    var count = 0

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

  private var records: [Record] = []
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
    var taken: [Record] = []
    swap(&taken, &records)
    taken.append(Record(screen: screen, tally: tally, onPop: onPop))
    swap(&taken, &records)
  }

  /// Pops the top screen and calls its `onPop`.
  @inline(never)
  func pop() {
    var taken: [Record] = []
    swap(&taken, &records)
    let record = taken.removeLast()
    swap(&taken, &records)
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
