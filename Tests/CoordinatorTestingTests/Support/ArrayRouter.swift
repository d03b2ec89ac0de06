import Coordinator

/// A router of the kind an app writes itself, not a `StackRouter`: one navigation stack in an
/// array, every move made at once. It adopts `InspectableRouter`, which is all the tester,
/// tree snapshots and validation ask of it.
@MainActor
final class ArrayRouter: InspectableRouter {
  private struct Screen {
    let entry: RouterEntry
    weak var owner: (any FlowCoordinator)?
    let onPop: (@MainActor () -> Void)?
  }

  private var screens: [Screen] = []
  private var observers: [Int: @MainActor (RouterEvent) -> Void] = [:]
  private var lastObserver = 0
  private(set) var nextEntryID: RouterEntry.ID = 1

  var ownedEntries: [OwnedRouterEntry] {
    screens.map { OwnedRouterEntry(entry: $0.entry, owner: $0.owner) }
  }

  func observe(_ handler: @escaping @MainActor (RouterEvent) -> Void) -> RouterObservation {
    lastObserver += 1
    let token = lastObserver
    observers[token] = handler
    return RouterObservation { [weak self] in self?.observers[token] = nil }
  }

  private func emit(_ event: RouterEvent) {
    for token in observers.keys.sorted() {
      observers[token]?(event)
    }
  }

  private func add(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, onPop: (@MainActor () -> Void)?
  ) -> RouterEntry {
    let entry = RouterEntry(
      id: nextEntryID, screen: screen.screenName, level: 0, owner: owner?.name)
    nextEntryID += 1
    screens.append(Screen(entry: entry, owner: owner, onPop: onPop))
    return entry
  }

  /// Takes the screens from `index` on, newest first, reporting them and running their `onPop`.
  private func remove(from index: Int, animated: Bool) {
    guard index < screens.count else { return }
    let removed = Array(screens[index...].reversed())
    screens.removeSubrange(index...)
    emit(.popped(removed.map(\.entry), animated: animated, cause: .programmatic))
    for screen in removed {
      screen.onPop?()
    }
  }

  func push(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    let entry = add(screen, owner: owner, onPop: onPop)
    emit(.pushed(entry, animated: animated))
    return EntryOutcome(id: entry.id, outcome: .made)
  }

  func pop(animated: Bool) throws(RouterError) {
    guard screens.count > 1 else { throw .nothingToPop }
    remove(from: screens.count - 1, animated: animated)
  }

  func popToRoot(animated: Bool) {
    remove(from: 1, animated: animated)
  }

  func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError) {
    guard let index = screens.firstIndex(where: { $0.entry.id == id }) else {
      throw .unknownEntry(id)
    }
    remove(from: index + 1, animated: animated)
  }

  func setRoot(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    let old = screens.reversed()
    screens = []
    let entry = add(screen, owner: owner, onPop: onPop)
    emit(.rootReplaced(entry, removed: old.map(\.entry), animated: animated))
    for screen in old {
      screen.onPop?()
    }
    return EntryOutcome(id: entry.id, outcome: .made)
  }

  /// Presents as a push: this router has one level.
  func present(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    push(screen, owner: owner, animated: animated, onPop: onPop)
  }

  func dismiss(animated: Bool) throws(RouterError) {
    throw .nothingPresented
  }

  func popFlow(_ coordinator: any FlowCoordinator, animated: Bool) {
    var flow: Set<ObjectIdentifier> = []
    var pending = [coordinator]
    while let next = pending.popLast() {
      flow.insert(ObjectIdentifier(next))
      pending += next.childCoordinators
    }
    let lowest = screens.firstIndex { screen in
      screen.owner.map { flow.contains(ObjectIdentifier($0)) } ?? false
    }
    if let lowest {
      remove(from: lowest, animated: animated)
    }
  }
}
