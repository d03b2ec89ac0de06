/// The ordered children of a coordinator with O(1) amortised append, lookup and removal.
///
/// Removal leaves a hole that later compaction closes, so the order of the
/// remaining children never changes and no removal scans the list.
///
/// Not isolated to the main actor, though its coordinators are: it only stores and compares
/// them, and its closures then need no run-time check that they run on the main actor.
struct ChildList {
  private var slots: [BaseCoordinator?] = []
  private var positions: [ObjectIdentifier: Int] = [:]

  var count: Int { positions.count }

  var isEmpty: Bool { positions.isEmpty }

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

  func contains(_ child: BaseCoordinator) -> Bool {
    positions[ObjectIdentifier(child)] != nil
  }

  /// Appends `child`; returns `false` when it is already in the list.
  mutating func append(_ child: BaseCoordinator) -> Bool {
    let key = ObjectIdentifier(child)
    guard positions[key] == nil else { return false }
    positions[key] = slots.count
    slots.append(child)
    return true
  }

  /// Removes `child`; returns `false` when it was not in the list.
  mutating func remove(_ child: BaseCoordinator) -> Bool {
    guard let position = positions.removeValue(forKey: ObjectIdentifier(child)) else {
      return false
    }
    slots[position] = nil
    while let last = slots.last, last == nil {
      slots.removeLast()
    }
    if slots.count > 2 * positions.count + 16 {
      compact()
    }
    return true
  }

  /// Removes every child and returns them in order.
  mutating func removeAll() -> [BaseCoordinator] {
    let all = elements
    slots = []
    positions = [:]
    return all
  }

  private mutating func compact() {
    slots = slots.filter { $0 != nil }
    for (position, child) in slots.enumerated() {
      positions[ObjectIdentifier(child!)] = position
    }
  }
}
