// How ``NavigationState`` counts every record that comes or goes in or out of its owner's
// screens (``OwnerScreens``): on every level and tab together, and apart on the presented
// levels and on each tab, so that ending a flow reads only the regions where it has screens.

extension NavigationState {
  /// Where a record lies, as its owner's screens count it.
  enum Region {
    /// Level 0 of a router without a tab set.
    case root
    /// A presented level or the dialog slot, which cover every tab.
    case presented
    /// The stack of the tab at this index, selected or parked: a record stays on its tab when
    /// another is selected.
    case tab(Int)
  }

  /// Counts `record` in, or out of, its owner's screens in `region`.
  @inline(__always)
  static func count(_ record: ScreenRecord, by delta: Int, in region: Region) {
    if let ownership = record.ownership {
      ownership.screens.count(by: delta, in: region)
    }
  }

  /// Counts `records`, which were in `region`, out of their owners' screens.
  static func countOut(_ records: [ScreenRecord], from region: Region) {
    for record in records {
      count(record, by: -1, in: region)
    }
  }
}
