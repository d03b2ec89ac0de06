import Testing

@testable import Coordinator

/// Random sequences of every call a router takes, by several owners in a tree, some renamed,
/// some released, with `onPop` callbacks that call the router back: after every step each
/// live owner's tally (`screens(of:)`) is the number of its screens on the router, and on the
/// presented levels and on each tab apart (tab sets of three tabs or two, in another order,
/// replace each other), a `popFlow`
/// made with nothing in flight leaves no screen of the flow or its descendants, and once
/// nothing is in flight or queued no screen or tab set is leaving.
@MainActor
@Suite struct OwnerTallyRandomTests {
  /// A coordinator whose name may change.
  final class Owner: BaseCoordinator {
    var label: String
    init(_ label: String) { self.label = label }
    override var name: String { label }
  }

  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// R, with A (and A1, A2) and B (and B1).
  private func tree() -> [Owner] {
    let owners = ["R", "A", "A1", "A2", "B", "B1"].map(Owner.init)
    owners[0].addDependency(owners[1])
    owners[1].addDependency(owners[2])
    owners[1].addDependency(owners[3])
    owners[0].addDependency(owners[4])
    owners[4].addDependency(owners[5])
    return owners
  }

  /// How `owner`'s tally on `router` differs from a recount of `entries`, the router's: its
  /// screens on every level and tab, on the presented levels, and on each tab of the tab set
  /// (none on a tab beyond it); `nil` when it does not.
  static func tallyError(
    of owner: any FlowCoordinator, on router: StackRouter, entries: [OwnedRouterEntry]
  ) -> String? {
    let tabs = router.stack.tabs?.map(\.name) ?? []
    var total = 0
    var presented = 0
    var onTab = [Int](repeating: 0, count: tabs.count)
    for owned in entries where owned.owner === owner {
      total += 1
      if owned.entry.level > 0 {
        presented += 1
      } else if let tab = owned.entry.tab, let index = tabs.firstIndex(of: tab) {
        onTab[index] += 1
      }
    }
    let screens = router.screens(of: owner)
    let tally = (
      total: screens?.count ?? 0, presented: screens?.presentedCount ?? 0,
      onTab: (0..<tabs.count + 4).map { screens?.count(onTab: $0) ?? 0 }
    )
    let recount = (
      total: total, presented: presented, onTab: onTab + [Int](repeating: 0, count: 4)
    )
    guard tally != recount else { return nil }
    return "\(owner.name): tally \(tally) vs recount \(recount)"
  }

  private func check(_ router: StackRouter, _ owners: [Owner], seed: UInt64, step: Int) {
    let entries = router.ownedEntries
    for owner in owners {
      let error = Self.tallyError(of: owner, on: router, entries: entries)
      #expect(error == nil, "seed \(seed) step \(step): \(error ?? "")\n\(router.stack)")
    }
    if !router.isTransitionInFlight && router.queuedCallCount == 0 {
      #expect(
        !entries.contains { $0.isLeaving } && !(router.ownedTabSet?.isLeaving ?? false),
        "seed \(seed) step \(step): leaving with nothing queued\n\(router.stack)")
    }
  }

  private func run(seed: UInt64, style: TransitionStyle, reentrant: Bool) {
    var rng = SplitMix(state: seed)
    let router = StackRouter(transitionStyle: style)
    var owners = tree()
    var counter = 0
    func pick() -> Owner { owners.randomElement(using: &rng)! }
    func onPop() -> (@MainActor () -> Void)? {
      guard reentrant, Int.random(in: 0..<4, using: &rng) == 0 else { return nil }
      let owner = pick()
      if Bool.random(using: &rng) {
        return { [weak router, weak owner] in
          guard let router, let owner else { return }
          router.push(TestScreen("R"), owner: owner, animated: false, onPop: nil)
        }
      }
      return { [weak router, weak owner] in
        guard let router, let owner else { return }
        router.popFlow(owner, animated: false)
      }
    }
    for step in 0..<300 {
      counter += 1
      let screen = TestScreen("S\(counter)")
      switch Int.random(in: 0..<21, using: &rng) {
      case 0, 1, 2:
        router.push(screen, owner: pick(), animated: false, onPop: onPop())
      case 3:
        router.present(screen, owner: pick(), animated: false, onPop: onPop())
      case 4:
        try? router.pop(animated: false)
      case 5:
        try? router.dismiss(animated: false)
      case 6:
        router.popToRoot(animated: false)
      case 7:
        if let entry = router.ownedEntries.randomElement(using: &rng)?.entry {
          try? router.pop(to: entry.id, animated: false)
        }
      case 8:
        router.setRoot(screen, owner: pick(), animated: false, onPop: onPop())
      case 9:
        // Two tab sets, whose tabs have other indices in each.
        let (names, selected) =
          Bool.random(using: &rng) ? (["a", "b", "c"], "a") : (["c", "a"], "c")
        router.setTabs(
          names, selected: selected, owner: Bool.random(using: &rng) ? pick() : nil,
          animated: false, onSelect: nil)
      case 10:
        let tab = ["a", "b", "c"].randomElement(using: &rng)!
        if Bool.random(using: &rng) {
          try? router.selectTab(tab, animated: false)
        } else {
          try? router.tapTab(tab)
        }
      case 11, 12:
        if let tab = router.router(forTab: ["a", "b", "c"].randomElement(using: &rng)!) {
          switch Int.random(in: 0..<3, using: &rng) {
          case 0: tab.push(screen, owner: pick(), animated: false, onPop: onPop())
          case 1: try? tab.pop(animated: false)
          default: tab.setRoot(screen, owner: pick(), animated: false, onPop: onPop())
          }
        }
      case 13, 14:
        let flow = pick()
        let subtree = StackRouter.subtree(of: flow)
        let idle = !router.isTransitionInFlight && !reentrant
        router.popFlow(flow, animated: false)
        if idle {
          #expect(
            !router.ownedEntries.contains { entry in subtree.contains { $0 === entry.owner } },
            "seed \(seed) step \(step): \(flow.name)'s flow left screens\n\(router.stack)")
        }
      case 15:
        try? router.goBack()
      case 16:
        try? router.swipeToDismiss()
      case 19:
        _ = try? router.beginInteractivePop()
      case 20:
        if Bool.random(using: &rng) {
          try? router.finishInteractivePop()
        } else {
          try? router.cancelInteractivePop()
        }
      case 17:
        let owner = pick()
        owner.label =
          owner.label.hasSuffix("'") ? String(owner.label.dropLast()) : owner.label + "'"
      default:
        if owners.count > 3 && Int.random(in: 0..<4, using: &rng) == 0 {
          // An owner released before its screens, replaced by a fresh one in its place.
          let index = Int.random(in: 1..<owners.count, using: &rng)
          let old = owners[index]
          let parent = old.parent as? BaseCoordinator
          _ = parent?.removeDependency(old)
          let fresh = Owner("N\(counter)")
          owners[index] = fresh
          owners[0].addDependency(fresh)
        }
      }
      if style == .manual && Int.random(in: 0..<3, using: &rng) > 0 {
        try? router.completeTransition()
      }
      check(router, owners, seed: seed, step: step)
    }
    try? router.finishInteractivePop()
    while style == .manual && router.isTransitionInFlight {
      try? router.completeTransition()
    }
    check(router, owners, seed: seed, step: -1)
  }

  @Test(arguments: 0..<40)
  func tallyStaysTrue(seed: Int) {
    let seed = UInt64(seed)
    run(seed: seed, style: .immediate, reentrant: false)
    run(seed: seed &+ 1000, style: .immediate, reentrant: true)
    run(seed: seed &+ 2000, style: .manual, reentrant: true)
  }
}
