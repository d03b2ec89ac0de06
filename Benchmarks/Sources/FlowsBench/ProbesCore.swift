import Coordinator

/// The probes of `flows-bench --instructions`: every row of the timed table that a loop can
/// count, and the curves of issues #23, #38 and #39. `quick` keeps the ends of each curve and
/// smaller operation counts.
@MainActor
struct Probes {
  let quick: Bool

  /// Every probe, in the order of the table.
  var all: [Probe] {
    core + routerDepth + curves + tabs + outsideTheRouter
  }

  /// The sizes of a curve: all of them, or in a quick run `short` if given, else the ends.
  /// A quick run's largest size is 10,000 where a full run's is 100,000: set-up under
  /// valgrind costs what counting does not, and a cost that grows shows it over 10 × as well.
  func sizes(_ all: [Int], quick short: [Int]? = nil) -> [Int] {
    quick ? short ?? [all[0], all[all.count - 1]] : all
  }

  /// The floors, the owned reference rows and the router's owned rows.
  var core: [Probe] {
    let screen = BenchScreen()
    var probes = [
      Probe(row: "floor", scenario: "append + removeLast", operations: 1_000) { k in
        // The array is the body's own: captured, it would be boxed and each change checked.
        {
          var array: [BenchScreen] = []
          array.reserveCapacity(16)
          for _ in 0..<k {
            array.append(screen)
            keep(array.count)
            array.removeLast()
          }
        }
      },
      Probe(
        row: "owned floor", scenario: "push + pop, owned (weak), onPop, no rules",
        operations: 1_000, reference: "append + removeLast"
      ) { k in
        let owner = BenchCoordinator()
        owner.start()
        let stack = OwnedFloorStack(owner: owner)
        return {
          for _ in 0..<k {
            stack.push(screen, owner: owner, onPop: { keep(1) })
            stack.pop()
          }
          withExtendedLifetime(owner) {}
        }
      },
      Probe(
        row: "owned floor", scenario: "push + pop, owned (tally on the owner), onPop",
        operations: 1_000, reference: "append + removeLast"
      ) { k in
        let owner = TallyOwner()
        owner.start()
        let stack = HeldTallyStack()
        return {
          for _ in 0..<k {
            stack.push(screen, owner: owner, onPop: { keep(1) })
            stack.pop()
          }
        }
      },
    ]
    for (observed, journaling) in [(false, false), (true, false), (true, true)] {
      var scenario = "push + pop, owned, onPop"
      if observed { scenario += ", 1 observer" }
      if journaling { scenario += ", journal on (as tests)" }
      probes.append(
        Probe(
          row: "router", scenario: scenario, operations: 500,
          reference: observed ? "push + pop, owned, onPop" : "append + removeLast"
        ) { k in
          let router = StackRouter(isJournaling: journaling)
          let owner = BenchCoordinator()
          owner.start()
          let observation = observed ? router.observe { _ in keep(1) } : nil
          return {
            for _ in 0..<k {
              router.push(screen, owner: owner, animated: false, onPop: { keep(1) })
              try? router.pop(animated: false)
            }
            if journaling {
              keep(router.takeJournal().count)
            }
            withExtendedLifetime(observation) {}
          }
        })
    }
    return probes
  }

  /// Push + pop with the defaults over a stack of growing depth.
  var routerDepth: [Probe] {
    sizes([1, 1_000, 100_000], quick: [1, 10_000]).map { depth in
      Probe(
        row: "router", scenario: "push + pop at depth \(depth), defaults", operations: 500,
        point: .init(curve: "router depth", size: depth)
      ) { k in
        let router = StackRouter()
        for _ in 1..<depth {
          router.push(BenchScreen(), animated: false)
        }
        let screen = BenchScreen()
        return {
          for _ in 0..<k {
            router.push(screen, animated: false)
            try? router.pop(animated: false)
          }
        }
      }
    }
  }

  /// A router with `count` screens of a running flow.
  func router(below count: Int) -> (StackRouter, BenchCoordinator) {
    let router = StackRouter()
    let base = BenchCoordinator()
    base.start()
    for _ in 0..<count {
      router.push(BenchScreen(), owner: base, animated: false, onPop: nil)
    }
    return (router, base)
  }
}
