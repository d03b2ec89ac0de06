extension PathNavigator {
  /// Where the app is now, to restore later: the path shown and every other tab's, each cut
  /// before the first key its coordinator does not keep (``PathCoordinator/isRestorable(_:)``).
  ///
  /// The path `/` and no tabs once the root was released.
  public func snapshot() -> NavigationSnapshot {
    guard let root else { return NavigationSnapshot(path: FlowPath()) }
    var path = FlowPath(capacity: 8)
    var tabs: [FlowPath] = []
    Self.appendRestorable(from: root, to: &path, tabs: &tabs)
    return NavigationSnapshot(path: path, tabs: tabs)
  }

  /// Puts the app where `snapshot` was, as far as what it saved still resolves.
  ///
  /// Every saved path is resolved first, before anything moves, each against where the app is
  /// now; a path whose component no longer resolves (its record deleted, a route the app no
  /// longer has) is cut before that component, dropping it and what was above it on its
  /// stack. A path is also cut, silently, before a key its coordinator does not keep
  /// (``PathCoordinator/isRestorable(_:)``, such as a modal form), as ``snapshot()`` cuts it:
  /// a snapshot made by hand restores no more than one made by the app. Then the other tabs'
  /// paths are applied in order and the shown path last, so that its tab is selected. A path
  /// cut to nothing is not applied; a tab's path that a later one of the same tab replaces is
  /// reported (``RestoreReport/replaced``).
  ///
  /// A path with a key its coordinator must prepare first (``PathCoordinator/prepare(_:)``) is
  /// applied once it is prepared, as ``apply(_:)-(FlowPath)`` applies it; if the key turns out
  /// not to exist, a ``NavigationEvent/rejected(_:_:)`` event reports it and its tab stays
  /// where it was.
  ///
  /// Meant for a navigator at rest, such as one just made: with moves that wait for the
  /// platform's completion, the later paths are queued as ``apply(_:)-(FlowPath)`` queues
  /// them, and one that fails when its turn comes is reported as a
  /// ``NavigationEvent/rejected(_:_:)`` event.
  ///
  /// - Returns: what was restored and what was dropped, and why.
  /// - Throws: ``SnapshotError`` when nothing can be restored; then nothing moved.
  @discardableResult
  public func restore(_ snapshot: NavigationSnapshot) throws(SnapshotError) -> RestoreReport {
    guard root != nil else { throw .rootReleased }
    guard !isChanging else { throw .changeInProgress }
    guard snapshot.version <= NavigationSnapshot.currentVersion else {
      throw .newerVersion(snapshot.version)
    }
    var dropped: [RestoreReport.DroppedPath] = []
    var plan: [FlowPath] = []
    for saved in snapshot.tabs + [snapshot.path] {
      let (kept, reason) = longestResolvingPart(of: saved)
      if let reason {
        dropped.append(.init(saved: saved, restored: kept, reason: reason))
      }
      plan.append(restorablePart(of: kept))
    }
    var applied: [FlowPath?] = []
    var replaced: [RestoreReport.ReplacedPath] = []
    // The paths applied so far, by index, as the app shows them once applied.
    var shown: [(index: Int, path: FlowPath)] = []
    for (index, path) in plan.enumerated() {
      let saved = index < snapshot.tabs.count ? snapshot.tabs[index] : snapshot.path
      // A path cut to nothing would pop the selected tab to its root: it is not applied.
      guard !path.isEmpty || saved.isEmpty else {
        applied.append(nil)
        continue
      }
      do {
        // Only the shown path, applied last, may select its tab once a key it waits for is
        // prepared: the others land behind it.
        try apply(path, maySelect: index == plan.count - 1)
        applied.append(path)
      } catch {
        // What resolved a moment ago, before the paths applied since: reported, not applied.
        dropped.append(.init(saved: saved, restored: FlowPath(), reason: error))
        applied.append(nil)
        continue
      }
      // A path of a tab an earlier path moved takes that tab's stack: the earlier one is gone.
      // One that waits for a key to be prepared has moved nothing yet.
      guard !isChanging, !preparingPaths.contains(path) else { continue }
      let now = self.snapshot()
      let places = Set(now.tabs + [now.path])
      for earlier in shown where !places.contains(earlier.path) {
        replaced.append(.init(saved: plan[earlier.index], replacement: path))
        applied[earlier.index] = nil
      }
      shown.removeAll { !places.contains($0.path) }
      shown.append((index, now.path))
    }
    var restored = snapshot
    restored.tabs = applied.dropLast().compactMap { $0 }
    restored.path = applied.last.flatMap { $0 } ?? FlowPath()
    return RestoreReport(restored: restored, dropped: dropped, replaced: replaced)
  }

  /// `path` cut before the first key its coordinator does not keep in a snapshot; `path`
  /// itself when all are kept, or when it does not resolve.
  private func restorablePart(of path: FlowPath) -> FlowPath {
    // Up to a key to prepare: what follows it is known only once it is prepared.
    guard let items = try? resolve(path, from: 0, shown: [], asking: []).items else {
      return path
    }
    for (index, item) in items.enumerated()
    where !item.source.isRestorable(component: path.components[index]) {
      return FlowPath(components: Array(path.components[..<index]))
    }
    return path
  }

  /// The longest part of `saved` that resolves from where the app is, and the reason the rest
  /// does not, `nil` when all of it resolves.
  private func longestResolvingPart(of saved: FlowPath) -> (FlowPath, PathError?) {
    var candidate = saved
    var first: PathError?
    while true {
      do {
        try validate(candidate)
        return (candidate, first)
      } catch {
        first = first ?? error
        guard let index = error.componentIndex, index < candidate.count else {
          return (FlowPath(), first)
        }
        candidate = FlowPath(components: Array(candidate.components[..<index]))
      }
    }
  }

  /// Appends what `start` and the flows below it show that a snapshot keeps to `path`, and the
  /// paths of the other tabs on the way to `tabs`.
  static func appendRestorable(
    from start: any PathCoordinator, to path: inout FlowPath, tabs: inout [FlowPath]
  ) {
    var coordinator: (any PathCoordinator)? = start
    while let current = coordinator {
      coordinator = current.appendRestorable(to: &path, tabs: &tabs)
    }
  }
}

extension PathError {
  /// The index of the component the error is about, `nil` when it is about the whole path.
  var componentIndex: Int? {
    switch self {
    case .emptyComponent(let index): index
    case .unknownComponent(_, let index, _), .rejectedComponent(_, let index, _),
      .refusedComponent(_, let index, _, _),
      .trailingComponent(_, let index, _):
      index
    case .missingLeadingSlash, .tooLong, .tooManyComponents, .leaveRefused, .rootReleased: nil
    }
  }
}
