/// The tab set of a ``StackRouter``'s level 0: the tabs' names, which is selected, and the
/// stacks of the tabs that are not.
///
/// The selected tab's stack is level 0 of ``ScreenLevels``'s records, so that every move on
/// what the user sees is the same as on a router without tabs; the other tabs' stacks are
/// parked here until they are selected.
struct TabStacks {
  /// The tabs, in their order.
  let names: [String]
  /// Tells this tab set from any the router held before, so that the router of a tab of an
  /// earlier set is refused.
  let generation: Int
  /// The owner given to `setTabs`, for the tree to show the tabs on.
  let ownership: ScreenOwnership?
  /// Told the name of every tab that becomes selected, the first one included.
  let onSelect: (@MainActor (String) -> Void)?
  /// The index of the selected tab.
  var selected: Int
  /// The stack of each tab that is not selected, bottom first; the selected tab's is empty.
  var parked: [[ScreenRecord]]
  /// The number of records in ``parked``.
  var parkedCount = 0

  /// A tab set with every stack empty.
  init(
    names: [String], selected: Int, generation: Int, ownership: ScreenOwnership?,
    onSelect: (@MainActor (String) -> Void)?
  ) {
    self.names = names
    self.selected = selected
    self.generation = generation
    self.ownership = ownership
    self.onSelect = onSelect
    parked = Array(repeating: [], count: names.count)
  }

  /// The name of the selected tab.
  var selectedName: String { names[selected] }

  /// The position of entry `id` in a parked stack.
  func position(of id: RouterEntry.ID) -> (tab: Int, index: Int)? {
    for tab in parked.indices {
      if let index = parked[tab].lastIndex(where: { $0.id == id }) {
        return (tab, index)
      }
    }
    return nil
  }
}

/// Which tab of which tab set a call through a tab's router is for.
struct TabTarget {
  /// The tab's index in its set.
  let index: Int
  /// The ``TabStacks/generation`` of its set.
  let generation: Int
  /// The tab's name, for the errors that name it.
  let name: String
}
