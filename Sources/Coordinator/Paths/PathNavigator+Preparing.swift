// How ``PathNavigator`` applies a path with a key that must be prepared first, such as an
// account a link names by a name only a search turns into one: the key is prepared in a flow
// task, and the path planned again once it returns.
//
// The path is pinned to its tab when it starts: the tab its path names. If the person selects
// another tab meanwhile, the path lands on its own tab, behind the one the person chose,
// whose selection stays. A newer path on the same tab supersedes it, and so does any move the
// person makes within that tab meanwhile, and the end of the flow whose task prepares it: the
// path is then dropped, with a ``NavigationEvent/superseded(_:)`` event. A key prepared while
// a change runs lands after it, in the queue's order: a path queued before it on its tab
// supersedes it when its turn comes.

/// A key of a path that its coordinator must prepare before it can resolve it.
struct UnpreparedKey {
  /// The index of the key's component in the path.
  let index: Int
  /// The name of the coordinator that resolves it.
  let coordinator: String
  /// Prepares it: the coordinator's ``PathCoordinator/prepare(_:)`` for the key.
  let prepare: @MainActor () async -> Void
}

/// The tab a path is on: the path up to the component that selects the tab, and the tab's
/// flow.
@MainActor
struct PathPin {
  /// The path up to and including the tab's component.
  let path: FlowPath
  /// The tab's flow, which says what the tab shows.
  weak var tab: (any PathCoordinator)?

  /// The tab of `path`, whose first components' items are `items`: the first that selects a
  /// tab; `nil` when none does.
  init?(_ path: FlowPath, items: some Collection<NavigationItem>) {
    guard let index = items.firstIndex(where: \.selectsTab) else { return nil }
    let offset = items.distance(from: items.startIndex, to: index)
    self.path = FlowPath(components: Array(path.components[...offset]))
    self.tab = items[index].nextCoordinator
  }
}

/// What a path waiting for its keys started with, carried from one key to the next.
struct PreparationOrigin {
  /// The tab selected when the path first waited.
  let selected: ObjectIdentifier?
  /// Whether it may select its tab when it lands: not a path `restore` applies behind the
  /// shown one.
  let maySelect: Bool
  /// The indexes of the keys prepared so far, and of the one being prepared.
  var prepared: Set<Int>
}

/// A path waiting for a key to be prepared.
@MainActor
struct PathPreparation {
  let id: Int
  let path: FlowPath
  /// Its tab, `nil` when it names none.
  let pin: PathPin?
  /// What its tab showed when it started, or the whole app when it names no tab.
  let shown: FlowPath
  let origin: PreparationOrigin
  let task: Task<Void, Never>
}

extension PathNavigator {
  /// The paths waiting for a key to be prepared, oldest first.
  var preparingPaths: [FlowPath] { preparations.map(\.path) }

  /// Prepares `key` of `path` in a flow task of its tab's flow, or of the root, and plans the
  /// path again once it returns.
  func beginPreparing(
    _ path: FlowPath, key: UnpreparedKey, pin: PathPin?, origin: PreparationOrigin
  ) {
    let id = nextPreparation
    nextPreparation += 1
    let operation: @MainActor () async -> Void = { [weak self] in
      await key.prepare()
      self?.prepared(id, cancelled: Task.isCancelled)
    }
    let owner = (pin?.tab as? BaseCoordinator) ?? (root as? BaseCoordinator)
    let task = owner?.startTask(operation) ?? Task { @MainActor in await operation() }
    preparations.append(
      PathPreparation(
        id: id, path: path, pin: pin, shown: shownPath(of: pin), origin: origin, task: task))
  }

  /// Takes out and cancels the preparation on the tab `pin` names, or on no tab, for a newer
  /// path; the caller reports it once its own change is planned.
  func takePreparation(pinnedTo pin: FlowPath?) -> PathPreparation? {
    guard let index = preparations.firstIndex(where: { $0.pin?.path == pin }) else {
      return nil
    }
    let preparation = preparations.remove(at: index)
    preparation.task.cancel()
    return preparation
  }

  /// The end of preparation `id`'s task: its key was prepared, or the task was cancelled.
  private func prepared(_ id: Int, cancelled: Bool) {
    guard let index = preparations.firstIndex(where: { $0.id == id }) else { return }
    guard !cancelled else {
      // Its flow ended: nothing was superseded by a path, but the path will not land.
      emit(.superseded(preparations.remove(at: index).path))
      return
    }
    guard !schedule.isBusy else {
      schedule.enqueue(preparations[index].path, landing: id)
      return
    }
    schedule.isRunning = true
    defer { schedule.isRunning = false }
    resume(id)
    drain()
  }

  /// Plans the path of preparation `id` again, from where the app is, unless it was
  /// superseded meanwhile or its tab moved.
  func resume(_ id: Int) {
    guard let index = preparations.firstIndex(where: { $0.id == id }) else { return }
    let preparation = preparations.remove(at: index)
    let tabIsGone = preparation.pin != nil && preparation.pin?.tab == nil
    guard root != nil, !tabIsGone, shownPath(of: preparation.pin) == preparation.shown else {
      emit(.superseded(preparation.path))
      return
    }
    do {
      try start(preparation.path, resuming: preparation.origin)
    } catch {
      emit(.rejected(preparation.path, error))
    }
  }

  /// What the tab `pin` names shows, or the whole app when it names none.
  private func shownPath(of pin: PathPin?) -> FlowPath {
    guard let pin else { return currentPath }
    guard let tab = pin.tab else { return FlowPath() }
    return path(shownBy: tab)
  }

  /// The flow of the tab selected now, `nil` when the app shows no tab.
  func selectedTab() -> ObjectIdentifier? {
    let items = shown(collecting: true).items
    return items.first(where: \.selectsTab)?.nextCoordinator.map(ObjectIdentifier.init)
  }
}
