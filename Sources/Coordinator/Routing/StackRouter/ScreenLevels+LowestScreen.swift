// How ``ScreenLevels`` finds a flow's lowest screen, walking down from the top and stopping
// once it has seen as many of the flow's screens as its owner counts there: ending a flow and a
// tab's `popFlow` read only what is above the flow's lowest screen.

extension ScreenLevels {
  /// The position of the lowest record on `level` or above whose owner's screens carry
  /// `mark`, found walking down from the top; `remaining` is how many such records there
  /// are on `level` and above, less those already found, and the walk stops when it reaches
  /// 0, so that it reads only what is above the flow's lowest screen there, and nothing when
  /// it is 0; `read` counts the records read.
  func lowestPosition(
    marked mark: Int, remaining: inout Int, read: inout Int, fromLevel level: Int = 0
  ) -> (level: Int, index: Int)? {
    guard level <= topLevel else { return nil }
    let bottom = start(of: level)
    var offset = records.count
    var lowest: Int?
    while remaining > 0 && offset > bottom {
      offset -= 1
      read += 1
      if records[offset].ownership?.screens.mark == mark {
        lowest = offset
        remaining -= 1
      }
    }
    return lowest.map(position(atOffset:))
  }

  /// The index of the lowest record of `tab`'s stack whose owner's screens carry `mark`,
  /// walking down from the top until `remaining` such records have been found: `remaining` is
  /// how many there are on that tab, so that the walk reads nothing of a tab where there are
  /// none; `read` counts the records read.
  func lowestIndex(
    onTab tab: Int, marked mark: Int, remaining: inout Int, read: inout Int
  ) -> Int? {
    let stack = records(onTab: tab)
    var offset = stack.endIndex
    var lowest: Int?
    while remaining > 0 && offset > stack.startIndex {
      offset -= 1
      read += 1
      if stack[offset].ownership?.screens.mark == mark {
        lowest = offset - stack.startIndex
        remaining -= 1
      }
    }
    return lowest
  }
}
