// How ``NavigationState`` finds a flow's lowest screen, walking down from the top and stopping
// once it has seen as many of the flow's screens as its owners count there: ending a flow and a
// tab's `popFlow` read only what is above the flow's lowest screen.

extension NavigationState {
  /// Where a flow's lowest screen is, and how many records the walk that found it read.
  struct LowestScreen {
    /// The level and index of the lowest screen, or `nil` when the walk found none.
    var position: (level: Int, index: Int)?
    /// How many records the walk read.
    var read = 0
  }

  /// The lowest record on `level` or above whose owner's screens carry `mark`, found walking
  /// down from the top; `remaining` is how many such records there are on `level` and above,
  /// and the walk stops once it has found them all, so that it reads only what is above the
  /// flow's lowest screen there, and nothing when it is 0.
  func lowestScreen(marked mark: Int, remaining: Int, fromLevel level: Int = 0) -> LowestScreen {
    var result = LowestScreen()
    var remaining = remaining
    var current = topLevel
    while remaining > 0 && current >= level {
      let stack = records(on: current)
      var offset = stack.endIndex
      while remaining > 0 && offset > stack.startIndex {
        offset -= 1
        result.read += 1
        if stack[offset].ownership?.screens.mark == mark {
          result.position = (current, offset - stack.startIndex)
          remaining -= 1
        }
      }
      current -= 1
    }
    return result
  }

  /// The index of the lowest record of `tab`'s stack whose owner's screens carry `mark`,
  /// walking down from the top until `remaining` such records have been found: `remaining` is
  /// how many there are on that tab, so that the walk reads nothing of a tab where there are
  /// none. The level of the position is 0.
  func lowestScreen(onTab tab: Int, marked mark: Int, remaining: Int) -> LowestScreen {
    var result = LowestScreen()
    var remaining = remaining
    let stack = stacks[tab]
    var offset = stack.endIndex
    while remaining > 0 && offset > 0 {
      offset -= 1
      result.read += 1
      if stack[offset].ownership?.screens.mark == mark {
        result.position = (0, offset)
        remaining -= 1
      }
    }
    return result
  }
}

extension StackRouter {
  /// Counts the records a flow's pop read, in a debug build, for the tests of its cost.
  @inline(__always)
  func countRead(_ found: NavigationState.LowestScreen) {
    #if DEBUG
      state.recordsReadByFlowPops += found.read
    #endif
  }

  #if DEBUG
    /// How many records every flow's pop so far read to find the flow's screens, for tests.
    var recordsReadByFlowPops: Int { state.recordsReadByFlowPops }
  #endif
}
