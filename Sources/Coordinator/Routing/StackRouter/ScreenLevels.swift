/// The levels of a ``StackRouter``: the root stack, then one stack per presented level.
///
/// Every record in one array, bottom level first, with the index where each presented level
/// begins, so that a push or a pop is one append or removal. A value with mutating methods,
/// so that each change is one access to the router's property. Nothing here calls code
/// outside the router (a screen's name, an `onPop`, an observer), and no record is released
/// inside a method: what a change removes is returned, for the router to report and release
/// after the access has ended.
struct ScreenLevels {
  /// Every record, bottom level first.
  private(set) var records: [ScreenRecord] = []
  /// The index in ``records`` of the root of each presented level, in order: level 0 begins at
  /// 0 and is not listed. Empty arrays, so that an empty router allocates nothing.
  private var presentedStarts: [Int] = []

  /// The number of records on all levels together.
  var depth: Int { records.count }

  /// The index of the top level.
  var topLevel: Int { presentedStarts.count }

  /// The index in ``records`` where `level` begins.
  private func start(of level: Int) -> Int {
    level == 0 ? 0 : presentedStarts[level - 1]
  }

  /// The index in ``records`` where `level` ends.
  private func end(of level: Int) -> Int {
    level == presentedStarts.count ? records.count : presentedStarts[level]
  }

  /// The number of records on `level`.
  func count(on level: Int) -> Int { end(of: level) - start(of: level) }

  /// The record on top of the top level, if any.
  var top: ScreenRecord? { records.last }

  /// The records of every level, bottom level first.
  var byLevel: [ArraySlice<ScreenRecord>] {
    (0...topLevel).map { records[start(of: $0)..<end(of: $0)] }
  }

  /// The position of entry `id`, searched from the top down.
  func position(of id: RouterEntry.ID) -> (level: Int, index: Int)? {
    records.lastIndex { $0.id == id }.map(position(atOffset:))
  }

  /// The record at `position`.
  subscript(position: (level: Int, index: Int)) -> ScreenRecord {
    records[start(of: position.level) + position.index]
  }

  /// The position of the lowest record that one of `flow` owns, by identity.
  func lowestPosition(ownedBy flow: [ObjectIdentifier]) -> (level: Int, index: Int)? {
    // Most flows are a coordinator or two, compared directly; a big one is hashed.
    let set = flow.count > 16 ? Set(flow) : nil
    for offset in records.indices {
      // The weak reference, not an identifier kept from push time: a released owner's
      // address may already belong to another coordinator.
      guard let owner = records[offset].owner else { continue }
      let id = ObjectIdentifier(owner)
      let found = if let set { set.contains(id) } else { flow.contains(id) }
      if found {
        return position(atOffset: offset)
      }
    }
    return nil
  }

  /// The level and index of the record at `offset` in ``records``.
  private func position(atOffset offset: Int) -> (level: Int, index: Int) {
    var level = topLevel
    while offset < start(of: level) {
      level -= 1
    }
    return (level, offset - start(of: level))
  }

  /// Puts `record` on top of the top level, or opens a level with it as its root, unless the
  /// levels hold `limit` records already.
  mutating func add(_ record: ScreenRecord, onNewLevel: Bool, limit: Int) -> Bool {
    guard records.count < limit else { return false }
    if onNewLevel {
      presentedStarts.append(records.count)
    }
    records.append(record)
    return true
  }

  /// Takes the top record off the top level, unless it is the level's root or there is none.
  mutating func popTop() -> (record: ScreenRecord, level: Int)? {
    guard records.count - start(of: topLevel) > 1 else { return nil }
    return (records.removeLast(), topLevel)
  }

  /// Takes the top level off, with its records, newest first; level 0 stays.
  mutating func removeTopLevel() -> [ScreenRecord] {
    removeRecords(from: presentedStarts.removeLast())
  }

  /// Takes the records of the top level from its `count`th on, newest first.
  mutating func removeTop(keeping count: Int) -> [ScreenRecord] {
    removeRecords(from: start(of: topLevel) + count)
  }

  private mutating func removeRecords(from offset: Int) -> [ScreenRecord] {
    // Copied before they leave, so that none is released inside the access.
    let removed = Array(records[offset...].reversed())
    records.removeSubrange(offset...)
    return removed
  }

  /// Replaces every level with one holding `record`; returns what was there, by level.
  mutating func replaceAll(with record: ScreenRecord) -> [ArraySlice<ScreenRecord>] {
    let old = byLevel
    records = [record]
    presentedStarts = []
    return old
  }
}
