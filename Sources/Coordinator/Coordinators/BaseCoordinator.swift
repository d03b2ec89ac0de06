/// The class every flow coordinator subclasses: it owns child flows and reports its own end.
///
/// A parent starts a child by adding it as a dependency, setting its
/// ``flowCompletion`` and calling ``start()``. When the child's flow ends it
/// calls ``finish()``, which runs ``flowCompletion`` once; there the parent
/// takes the child's screens off the router and removes the dependency, which
/// releases the child and its whole subtree.
///
/// ```swift
/// let game = GameFlowCoordinator(router: router)
/// addDependency(game)
/// game.flowCompletion = { [weak self, router] coordinator in
///   router.popFlow(coordinator, animated: true)
///   self?.removeDependency(coordinator)
/// }
/// game.start()
/// ```
///
/// ``startChild(_:on:animated:then:)`` does the last three steps in one call.
/// Written by hand, capture the parent weakly in ``flowCompletion``: the
/// child holds the closure, and the parent holds the child.
@MainActor
open class BaseCoordinator: FlowCoordinator {
  /// Called once when the flow finishes, with the coordinator that finished.
  ///
  /// The parent sets it before starting the child. It should take the
  /// child's screens off the router and remove the child from the tree.
  public var flowCompletion: ((BaseCoordinator) -> Void)? {
    get { storedCompletion }
    set { storedCompletion = newValue }
  }

  /// Where the coordinator is in its life.
  public var lifecycle: CoordinatorLifecycle { storedLifecycle }

  // Private, with public accessors, so that the whole-module optimiser sees every access
  // and drops the run-time exclusivity checks that a public stored property keeps on every
  // read and write: a flow's start, finish, and every add and remove read them.
  private var storedCompletion: ((BaseCoordinator) -> Void)?
  private var storedLifecycle: CoordinatorLifecycle = .idle
  private weak var storedParent: BaseCoordinator?
  /// The type name, once ``name`` has read it.
  private var typeName: String?

  // Read and written on the main actor only, but for `deinit`, which touches the children of
  // coordinators nothing else references any more; hence `nonisolated(unsafe)`. Changed out of
  // place, swapped with a local list and back: no access then runs code that could reach it
  // again (a release in one could run a `deinit`), so the optimiser proves every access
  // exclusive and drops its run-time check, which every flow's end would pay.
  nonisolated(unsafe) private(set) var children = ChildList()
  /// Where this coordinator is kept in its parent's children, when it has a parent.
  private(set) var slotInParent = 0
  /// The tallies of this coordinator's screens, one for each router it shows screens on,
  /// carried here so that no router keeps a table of owners (`BaseCoordinator+Screens.swift`).
  var screenTallies = CarriedTallies()
  // The tasks the flow started and their watchers (`BaseCoordinator+Tasks.swift`), made on the
  // first need. Written on the main actor; `deinit` cancels the tasks of a released flow.
  nonisolated(unsafe) var work: FlowWork?

  /// Creates an idle coordinator with no children.
  public init() {}

  // A flow released while it runs still ends: the children this coordinator releases, and
  // theirs, are finished first, children before parents, so each `didEnd()` runs and each
  // awaited result is told "nothing" (on the main actor; released elsewhere, on its next turn).
  //
  // Releasing a coordinator releases its children, theirs, and so on, one nested call per
  // level in the runtime's destructors: a chain some tens of thousands of flows deep would
  // overflow the stack. Instead, every child this coordinator held the only strong reference
  // to has its own children taken out into a work list before it is freed, so no free
  // recurses. A descendant's own `deinit` therefore sees no `childCoordinators` (they were
  // taken out first).
  deinit {
    // A released root has no end of its own: its work stops with it.
    work?.cancelAll()
    guard !children.isEmpty else { return }
    var pending = takeChildren()
    guard MainQueue.isCurrent else {
      let released = ReleasedFlows(pending)
      Task { @MainActor in
        BaseCoordinator.end(released.flows)
        var flows = released.take()
        BaseCoordinator.free(&flows)
      }
      return
    }
    MainActor.assumeIsolated { BaseCoordinator.end(pending) }
    BaseCoordinator.free(&pending)
  }

  /// Frees `pending` and the subtrees nothing else holds, one at a time.
  nonisolated private static func free(_ pending: inout [BaseCoordinator]) {
    while var child = pending.popLast() {
      guard isKnownUniquelyReferenced(&child), !child.children.isEmpty else { continue }
      pending.append(contentsOf: child.takeChildren())
    }
  }

  /// Takes every child out, in order, leaving none. The list that kept them is gone when this
  /// returns: a caller's references are then the only ones, which `free(_:)` relies on.
  nonisolated private func takeChildren() -> [BaseCoordinator] {
    var taken = ChildList()
    swap(&taken, &children)
    return taken.elements
  }

  /// The name shown in trees, stacks and errors; the type name unless overridden.
  open var name: String {
    // Kept after the first read: a router reads its owner's name at every push, and the
    // table of type names is a static dictionary, a lookup and an exclusivity check away.
    if let typeName {
      return typeName
    }
    let name = TypeNames.name(of: type(of: self))
    typeName = name
    return name
  }

  /// The coordinator that owns this one; `nil` for a root or a removed flow.
  public var parent: (any FlowCoordinator)? { storedParent }

  /// Starts the flow. Overrides must call `super.start()` first.
  ///
  /// Moves the lifecycle from ``CoordinatorLifecycle/idle`` to
  /// ``CoordinatorLifecycle/running``; it does not restart a finished flow.
  open func start() {
    if storedLifecycle == .idle {
      storedLifecycle = .running
    }
  }

  /// Called once when the flow ends, however it ends: it finished, its parent removed it, or
  /// an ancestor ended; after the whole subtree that ends with it is finished, children before
  /// their parents, and before ``flowCompletion`` runs.
  ///
  /// Override it to stop the flow's own work that ``startTask(priority:fileID:line:_:)`` did
  /// not start (those tasks are cancelled already); call `super.didEnd()`. The flow is ``CoordinatorLifecycle/finished`` already: calling
  /// ``finish()`` from here does nothing. A flow whose parent is released while it runs ends
  /// then, with its subtree, and is called too — inside that release, so reach ancestors
  /// weakly, never `unowned`. A root that is released is not called (it has no parent to tell,
  /// and its own `deinit` is the place for its last work).
  open func didEnd() {}

  /// Tells whoever waits for the flow's result how it ended; ``ReturningCoordinator`` overrides
  /// it. Called once, after ``didEnd()``, and for a flow's own ``finish()`` after its
  /// ``flowCompletion``.
  func deliverResult() {}

  /// Ends the flow: marks it and its subtree finished, then runs ``flowCompletion`` once; then
  /// it lets its children go, so that a finished flow something still holds keeps none alive.
  ///
  /// Calling it again, or on a flow whose ancestor already finished, does
  /// nothing, so it is safe to call from every path that can end a flow: a
  /// "done" button, the `onPop` of the flow's first screen, a dismissal.
  public func finish() {
    guard storedLifecycle != .finished else { return }
    let completion = storedCompletion
    markSubtreeFinished(deliveringOwnResult: false)
    completion?(self)
    // After the completion, so that whoever hears the result finds the flow's screens gone
    // and the flow out of the tree.
    deliverResult()
    releaseSubtree()
  }

  /// Adds `coordinator` as a child and makes this coordinator its parent.
  ///
  /// Adding a child twice does nothing. Adding a coordinator that already has
  /// another parent, this coordinator itself or one of its ancestors, a
  /// finished coordinator, or adding to a finished coordinator is a
  /// programming error and stops the program: a finished flow is never reused.
  public func addDependency(_ coordinator: BaseCoordinator) {
    precondition(
      storedLifecycle != .finished, "\(name) is finished and cannot take \(coordinator.name)")
    precondition(
      coordinator.storedLifecycle != .finished,
      "\(coordinator.name) is finished; start a new coordinator instead")
    if let current = coordinator.storedParent {
      precondition(
        current === self,
        "\(coordinator.name) is already a child of \(current.name); remove it there first")
      return
    }
    // A coordinator that would close a loop is this one or an ancestor, and an ancestor has a
    // child: a coordinator with none, as every new flow is, is checked without a walk up the
    // tree, so that adding a child costs the same at any depth.
    precondition(
      coordinator !== self,
      "\(coordinator.name) cannot be a child of \(name): it is \(name) or one of its ancestors")
    var ancestor: BaseCoordinator? = coordinator.children.isEmpty ? nil : storedParent
    while let node = ancestor {
      precondition(
        node !== coordinator,
        "\(coordinator.name) cannot be a child of \(name): it is \(name) or one of its ancestors")
      ancestor = node.storedParent
    }
    var list = ChildList()
    swap(&list, &children)
    coordinator.slotInParent = list.append(coordinator)
    swap(&list, &children)
    coordinator.storedParent = self
  }

  /// Removes `coordinator` from the children, releasing it and its whole subtree.
  ///
  /// The removed subtree is marked finished without running any
  /// ``flowCompletion``. Returns `false`, changing nothing, when `coordinator`
  /// is not a child of this coordinator.
  @discardableResult
  public func removeDependency(_ coordinator: BaseCoordinator) -> Bool {
    var list = ChildList()
    swap(&list, &children)
    let (removed, compacted) = list.remove(coordinator, at: coordinator.slotInParent)
    if compacted {
      // The children moved together: each one's slot is its place in the list again.
      for (slot, child) in list.slotsWithHoles.enumerated() {
        child?.slotInParent = slot
      }
    }
    swap(&list, &children)
    guard removed else { return false }
    coordinator.storedParent = nil
    coordinator.markSubtreeFinished()
    return true
  }

  /// Removes every child, then ends them all, as an ancestor's end would; returns them.
  func removeAllDependencies() -> [BaseCoordinator] {
    let removed = takeChildren()
    for child in removed { child.storedParent = nil }
    BaseCoordinator.end(removed)
    return removed
  }

  /// Marks the flow finished, drops its ``flowCompletion`` and cancels its tasks; `false` when
  /// it had finished already. The one place, with ``start()``, where the lifecycle moves.
  func markFinished() -> Bool {
    guard storedLifecycle != .finished else { return false }
    storedLifecycle = .finished
    storedCompletion = nil
    work?.cancelAll()
    return true
  }
}
