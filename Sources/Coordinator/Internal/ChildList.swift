/// The ordered children of a coordinator with O(1) amortised append, lookup and removal.
///
/// Each child keeps its own slot in the list (``BaseCoordinator``'s, passed in here): a
/// lookup or a removal reads that slot and checks that it holds the child, with no table to
/// hash into. Removal leaves a hole that later compaction closes, so the order of the
/// remaining children never changes and no removal scans the list.
///
/// Not isolated to the main actor, though its coordinators are: it only stores and compares
/// them, and its closures then need no run-time check that they run on the main actor.
struct ChildList {
  private var slots: [BaseCoordinator?] = []
  private var liveCount = 0

  var count: Int { liveCount }

  var isEmpty: Bool { liveCount == 0 }

  var elements: [BaseCoordinator] { slots.compactMap { $0 } }

  /// The first child; the holes before it are few, since compaction bounds them.
  var first: BaseCoordinator? {
    for slot in slots {
      if let slot { return slot }
    }
    return nil
  }

  /// The last child: the slots never end in a hole.
  var last: BaseCoordinator? { slots.last ?? nil }

  /// The children as they are kept, in the order they were added, `nil` where one was
  /// removed: a walk of them reads the children without building a list.
  var slotsWithHoles: [BaseCoordinator?] { slots }

  /// Whether `child`, which says it is kept at `slot`, is in the list.
  func contains(_ child: BaseCoordinator, at slot: Int) -> Bool {
    slot < slots.count && slots[slot] === child
  }

  /// Appends `child`, which is in no list; returns the slot it is kept at.
  mutating func append(_ child: BaseCoordinator) -> Int {
    slots.append(child)
    liveCount += 1
    return slots.count - 1
  }

  /// Removes `child`, which says it is kept at `slot`; returns `false` when it is not there.
  /// Returns `compacted` when the remaining children moved: each one's slot is its index in
  /// ``slotsWithHoles`` again.
  mutating func remove(_ child: BaseCoordinator, at slot: Int) -> (
    removed: Bool, compacted: Bool
  ) {
    guard contains(child, at: slot) else { return (false, false) }
    slots[slot] = nil
    liveCount -= 1
    while let last = slots.last, last == nil {
      slots.removeLast()
    }
    guard slots.count > 2 * liveCount + 16 else { return (true, false) }
    var compact: [BaseCoordinator?] = []
    compact.reserveCapacity(liveCount)
    for case let child? in slots {
      compact.append(child)
    }
    slots = compact
    return (true, true)
  }
}
