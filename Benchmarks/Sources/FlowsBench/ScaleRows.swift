import Coordinator
import Foundation

/// The rows that say what a user's router costs (the defaults; an owned screen with `onPop`
/// and an observer) and the curves of issue #23: each cost at growing N, which must stay flat.
@MainActor
struct ScaleRows {
  let harness: Harness
  let scale: Int
  /// How many times each point of a curve is measured, the fastest kept: the minimum of
  /// several runs is what noise on a shared machine disturbs least.
  let repeats: Int

  /// Push + pop on a router made with the defaults, `depth - 1` screens below.
  func routerDefaults(depth: Int, floor: Harness.Figures?) -> Row {
    let router = StackRouter()
    for _ in 1..<depth {
      router.push(BenchScreen(), animated: false)
    }
    let screen = BenchScreen()
    let operations = 20_000 / scale
    let figures = harness.measure(operations: operations) {
      for _ in 0..<operations {
        router.push(screen, animated: false)
        try? router.pop(animated: false)
      }
    }
    return Row(
      row: "router", scenario: "push + pop at depth \(depth), defaults", figures: figures,
      reference: "floor", ratio: floor.map { figures.minimum / $0.minimum })
  }

  /// Push + pop of a screen with an owner and an `onPop`, on a router with one observer or
  /// none: what a flow's screen costs.
  func routerOwned(
    floor: Harness.Figures?, ownedFloor: Harness.Figures?, observed: Bool,
    journaling: Bool = false
  ) -> Row {
    let router = StackRouter(isJournaling: journaling)
    let owner = BenchCoordinator()
    owner.start()
    var heard = 0
    let observation = observed ? router.observe { _ in heard &+= 1 } : nil
    let screen = BenchScreen()
    let operations = 20_000 / scale
    let figures = harness.measure(operations: operations) {
      for _ in 0..<operations {
        router.push(screen, owner: owner, animated: false, onPop: { keep(1) })
        try? router.pop(animated: false)
      }
      if journaling {
        keep(router.takeJournal().count)
      }
    }
    observation?.cancel()
    keep(heard)
    var scenario = "push + pop, owned, onPop"
    if observed {
      scenario += ", 1 observer"
    }
    if journaling {
      scenario += ", journal on (as tests)"
    }
    return Row(
      row: "router", scenario: scenario, figures: figures, reference: "floor",
      ratio: floor.map { figures.minimum / $0.minimum },
      notes: ownedFloor.map {
        String(format: "%.2f× owned floor", figures.minimum / $0.minimum)
      })
  }

  /// Measures every size of `cases` once per repeat, the sizes in turn, and keeps each
  /// size's fastest: a change in the machine's load during the curve then falls on every
  /// size alike instead of on the ones measured last.
  private func interleaved(
    _ cases: [(size: Int, measure: () -> Harness.Figures)]
  ) -> [(size: Int, figures: Harness.Figures)] {
    var best = cases.map { (size: $0.size, figures: $0.measure()) }
    for _ in 1..<repeats {
      for index in cases.indices {
        let next = cases[index].measure()
        if next.minimum < best[index].figures.minimum {
          best[index].figures = next
        }
      }
    }
    return best
  }

  /// Measures `repeats` times and keeps the fastest.
  private func point(_ measure: () -> Harness.Figures) -> Harness.Figures {
    var best = measure()
    for _ in 1..<repeats {
      let next = measure()
      if next.minimum < best.minimum {
        best = next
      }
    }
    return best
  }

  /// A router with `count` screens of a running flow.
  private func router(below count: Int) -> (StackRouter, BenchCoordinator) {
    let router = StackRouter()
    let base = BenchCoordinator()
    base.start()
    for _ in 0..<count {
      router.push(BenchScreen(), owner: base, animated: false, onPop: nil)
    }
    return (router, base)
  }

  /// Push of a one-screen flow's screen and `popFlow` of the flow, over N screens.
  func popFlow(sizes: [Int]) -> Curve {
    var curve = Curve(
      row: "popFlow", scenario: "push + popFlow of a 1-screen flow over {N} screens",
      limit: 4)
    let screen = BenchScreen()
    let operations = 10_000 / scale
    let routers = sizes.map { router(below: $0) }
    curve.points = interleaved(
      zip(sizes, routers).map { size, pair in
        let router = pair.0
        return (
          size,
          {
            harness.measure(operations: operations) {
              for _ in 0..<operations {
                let flow = BenchCoordinator()
                router.push(screen, owner: flow, animated: false, onPop: nil)
                router.popFlow(flow, animated: false)
              }
            }
          }
        )
      })
    withExtendedLifetime(routers) {}
    return curve
  }

  /// The end of a flow with `children` child flows, each with one screen, over 10,000
  /// screens, against a childless flow with as many screens, when its screens are taken off
  /// (`popFlow`, as an ancestor or a root swap does, or the platform, level by level): each
  /// screen that leaves ends its flow, whose end (`startChild`'s) queues a pop of it and
  /// removes it from the tree.
  func flowEnd(children: Int) -> (Row, Row, failure: String?) {
    let (router, base) = router(below: 10_000)
    let rounds = max(3, harness.rounds / 5)
    func end(childCount: Int) -> Harness.Figures {
      point {
        var samples: [Double] = []
        for _ in 0..<rounds {
          let flow = BenchCoordinator()
          base.startChild(flow, on: router)
          router.push(BenchScreen(), owner: flow, animated: false) { [weak flow] in
            flow?.finish()
          }
          if childCount == 0 {
            for _ in 0..<children {
              router.push(BenchScreen(), owner: flow, animated: false, onPop: nil)
            }
          } else {
            for _ in 0..<childCount {
              let child = BenchCoordinator()
              flow.startChild(child, on: router)
              router.push(BenchScreen(), owner: child, animated: false) { [weak child] in
                child?.finish()
              }
            }
          }
          let elapsed = ContinuousClock().measure {
            router.popFlow(flow, animated: false)
          }
          samples.append(
            Double(elapsed.components.seconds) * 1e3
              + Double(elapsed.components.attoseconds) / 1e15)
          keep(router.depth)
        }
        samples.sort()
        return Harness.Figures(minimum: samples[0], median: samples[samples.count / 2])
      }
    }
    let childless = end(childCount: 0)
    let parent = end(childCount: children)
    withExtendedLifetime(base) {}
    let ratio = parent.minimum / childless.minimum
    // The target is 20×; the run fails at twice that, room for a noisy machine, and far
    // below what a scan of the stack per child cost (some 300×).
    let childlessRow = Row(
      row: "flow end", scenario: "a childless flow of \(children + 1) screens over 10000",
      figures: childless, unit: "ms")
    let parentRow = Row(
      row: "flow end", scenario: "a flow of \(children) 1-screen children over 10000",
      figures: parent, unit: "ms", reference: "childless, same screens", ratio: ratio)
    let failure =
      ratio > 40
      ? "flow end: \(children) children cost \(ratio)× a childless flow's end (at most 40×)"
      : nil
    return (childlessRow, parentRow, failure)
  }

  /// Opening a link `depth` flows deep and going back to `/`, per step, over 100,000 screens.
  func deepLink(depths: [Int]) -> Curve {
    var curve = Curve(
      row: "deep link", scenario: "open + back, per step, depth {N}, 100000 screens below",
      limit: 2.5)
    let (router, base) = router(below: 100_000)
    let root = LinkFlow(router: router)
    base.addDependency(root)
    root.start()
    let navigation = PathNavigator(root: root)
    curve.points = interleaved(
      depths.map { depth in
        var path = FlowPath()
        for _ in 0..<depth {
          path.append(BenchKey(pathComponent: "n")!)
        }
        let operations = max(10, 2_000 / depth / scale)
        return (
          depth,
          {
            harness.measure(operations: operations * depth) {
              for _ in 0..<operations {
                try? navigation.apply(path)
                try? navigation.apply(FlowPath())
              }
            }
          }
        )
      })
    withExtendedLifetime(base) {}
    keep(router.depth)
    return curve
  }

  /// Cancelling N observers, newest first, per observer.
  func observerCancel(sizes: [Int]) -> Curve {
    var curve = Curve(
      row: "observer", scenario: "cancel, newest first, of {N} observers", limit: 4)
    let router = StackRouter()
    curve.points = interleaved(
      sizes.map { size in
        (
          size,
          {
            var samples: [Double] = []
            for _ in 0..<max(3, harness.rounds / 5) {
              let observations = (0..<size).map { _ in router.observe { _ in keep(1) } }
              let elapsed = ContinuousClock().measure {
                for observation in observations.reversed() {
                  observation.cancel()
                }
              }
              samples.append(
                (Double(elapsed.components.seconds) * 1e9
                  + Double(elapsed.components.attoseconds) / 1e9) / Double(size))
            }
            samples.sort()
            return Harness.Figures(minimum: samples[0], median: samples[samples.count / 2])
          }
        )
      })
    return curve
  }

  /// Adding a new child to the deepest flow of a chain N deep, and removing it.
  func addDependency(depths: [Int]) -> Curve {
    var curve = Curve(
      row: "children", scenario: "add + remove at the bottom of a chain {N} deep", limit: 4)
    let operations = 10_000 / scale
    let chains = depths.map { depth in
      let root = BenchCoordinator()
      var deepest = root
      for _ in 0..<depth {
        let child = BenchCoordinator()
        deepest.addDependency(child)
        deepest = child
      }
      return (root: root, deepest: deepest)
    }
    curve.points = interleaved(
      zip(depths, chains).map { depth, chain in
        let deepest = chain.deepest
        return (
          depth,
          {
            harness.measure(operations: operations) {
              for _ in 0..<operations {
                let child = BenchCoordinator()
                deepest.addDependency(child)
                keep(deepest.removeDependency(child) ? 1 : 0)
              }
            }
          }
        )
      })
    withExtendedLifetime(chains) {}
    return curve
  }
}
