import Coordinator

extension Probes {
  /// The curves of issue #23, and the rows beside them.
  var curves: [Probe] {
    popFlow + deepLink + observerCancel + addDependency + children + flowEnd + paths
  }

  /// Push of a one-screen flow's screen and `popFlow` of the flow, over N screens.
  var popFlow: [Probe] {
    sizes([1_000, 10_000, 100_000], quick: [1_000, 10_000]).map { size in
      Probe(
        row: "popFlow", scenario: "push + popFlow of a 1-screen flow over \(size) screens",
        operations: 200, point: .init(curve: "popFlow", size: size)
      ) { k in
        let (router, base) = router(below: size)
        let screen = BenchScreen()
        return {
          for _ in 0..<k {
            let flow = BenchCoordinator()
            router.push(screen, owner: flow, animated: false, onPop: nil)
            router.popFlow(flow, animated: false)
          }
          withExtendedLifetime(base) {}
        }
      }
    }
  }

  /// Opening a link `depth` flows deep and going back to `/`, per step, over 100,000 screens.
  var deepLink: [Probe] {
    sizes([1, 4, 16, 64]).map { depth in
      let rounds = max(2, 64 / depth)
      let below = quick ? 10_000 : 100_000
      return Probe(
        row: "deep link",
        scenario: "open + back, per step, depth \(depth), \(below) screens below",
        operations: rounds * depth, point: .init(curve: "deep link", size: depth)
      ) { k in
        let (router, base) = router(below: below)
        let root = LinkFlow(router: router)
        base.addDependency(root)
        root.start()
        let navigation = PathNavigator(root: root)
        var path = FlowPath()
        for _ in 0..<depth {
          path.append(BenchKey(pathComponent: "n")!)
        }
        return {
          for _ in 0..<(k / depth) {
            try? navigation.apply(path)
            try? navigation.apply(FlowPath())
          }
          withExtendedLifetime(base) {}
        }
      }
    }
  }

  /// Cancelling the newer half of N observers, newest first, and then the older half: per
  /// observer, the compaction that the cancelled outnumbering the live sets off included.
  var observerCancel: [Probe] {
    sizes([1_000, 10_000, 100_000], quick: [1_000, 10_000]).map { size in
      Probe(
        row: "observer", scenario: "cancel, newest first, of \(size) observers",
        operations: size / 2, point: .init(curve: "observer", size: size)
      ) { k in
        let router = StackRouter()
        let observations = (0..<size).map { _ in router.observe { _ in keep(1) } }
        return {
          for observation in observations.reversed().prefix(k) {
            observation.cancel()
          }
        }
      }
    }
  }

  /// Adding a new child to the deepest flow of a chain N deep, and removing it.
  var addDependency: [Probe] {
    sizes([1_000, 10_000, 100_000], quick: [1_000, 10_000]).map { depth in
      Probe(
        row: "children", scenario: "add + remove at the bottom of a chain \(depth) deep",
        operations: 200, point: .init(curve: "children chain", size: depth)
      ) { k in
        let root = BenchCoordinator()
        var deepest = root
        for _ in 0..<depth {
          let child = BenchCoordinator()
          deepest.addDependency(child)
          deepest = child
        }
        return {
          for _ in 0..<k {
            let child = BenchCoordinator()
            deepest.addDependency(child)
            keep(deepest.removeDependency(child) ? 1 : 0)
          }
          withExtendedLifetime(root) {}
        }
      }
    }
  }

  /// `addDependency` + `removeDependency` of one child among N siblings.
  var children: [Probe] {
    sizes([10, 1_000, 100_000], quick: [10, 10_000]).map { siblings in
      Probe(
        row: "children", scenario: "add + remove among \(siblings)", operations: 200,
        point: .init(curve: "children siblings", size: siblings)
      ) { k in
        let parent = BenchCoordinator()
        for _ in 0..<siblings {
          parent.addDependency(BenchCoordinator())
        }
        return {
          for _ in 0..<k {
            let child = BenchCoordinator()
            parent.addDependency(child)
            keep(parent.removeDependency(child) ? 1 : 0)
          }
        }
      }
    }
  }

  /// The end of a flow over 10,000 screens, by `popFlow`: per screen of a childless flow, and
  /// per one-screen child flow, each child's `onPop` finishing it (as `startChild` wires it).
  var flowEnd: [Probe] {
    let operations = quick ? 200 : 1_000
    return [false, true].map { withChildren in
      Probe(
        row: "flow end",
        scenario: withChildren
          ? "per 1-screen child of a flow, 10000 screens below"
          : "per screen of a childless flow, 10000 screens below",
        operations: operations,
        reference: withChildren ? "per screen of a childless flow, 10000 screens below" : nil
      ) { k in
        let (router, base) = router(below: 10_000)
        let flow = BenchCoordinator()
        base.startChild(flow, on: router)
        router.push(BenchScreen(), owner: flow, animated: false) { [weak flow] in
          flow?.finish()
        }
        for _ in 0..<k {
          if withChildren {
            let child = BenchCoordinator()
            flow.startChild(child, on: router)
            router.push(BenchScreen(), owner: child, animated: false) { [weak child] in
              child?.finish()
            }
          } else {
            router.push(BenchScreen(), owner: flow, animated: false, onPop: nil)
          }
        }
        return {
          router.popFlow(flow, animated: false)
          withExtendedLifetime(base) {}
        }
      }
    }
  }

  /// The common prefix of two paths, and the whole tree's snapshot (full runs only).
  var paths: [Probe] {
    var probes = [4, 16, 64].map { depth in
      Probe(row: "path", scenario: "diff at depth \(depth)", operations: 1_000) { k in
        var old = FlowPath()
        for index in 0..<depth {
          old.append(BenchKey(pathComponent: "k\(index)")!)
        }
        var new = old.dropLast()
        new.append(BenchKey(pathComponent: "other")!)
        return {
          for _ in 0..<k {
            keep(old.commonPrefixLength(with: new))
          }
        }
      }
    }
    if !quick {
      probes.append(
        Probe(row: "tree", scenario: "snapshot + one-line render, 100000 nodes", operations: 1) {
          k in
          let root = CoreRows.tree(nodes: 100_000)
          return {
            for _ in 0..<k {
              keep(CoordinatorTree(root).render(.line).utf8.count)
            }
          }
        })
    }
    return probes
  }
}
