import Coordinator

/// A flow that lets its screens go, asked whenever they would: for the guard curve.
final class GuardedBenchFlow: BaseCoordinator, LeaveGuard {
  func leaveDecision(for request: LeaveRequest) -> LeaveDecision { .leave }
}

extension Probes {
  /// The curves of issue #38: tab selection over tab count and stack depth, a tab set's
  /// `popFlow` over tab count, and the swipe-down guard decision over guarded flows.
  var tabs: [Probe] {
    selectOverTabs + selectOverDepth + popFlowOverTabs + guardDecision
  }

  /// A router with `names` as tabs, `screens` screens on each of the first two.
  private func tabRouter(_ names: [String], screens: Int) -> StackRouter {
    let router = StackRouter()
    router.setTabs(names, selected: names[0], owner: nil, animated: false, onSelect: nil)
    for name in names.prefix(2) {
      let tab = router.router(forTab: name)!
      for _ in 0..<screens {
        tab.push(BenchScreen(), owner: nil, animated: false, onPop: nil)
      }
    }
    return router
  }

  /// A body that selects the first two of `names` in turn, `k` times.
  private func selecting(_ router: StackRouter, _ names: [String], _ k: Int) -> () -> Void {
    {
      for round in 0..<k {
        try? router.selectTab(names[round % 2], animated: false)
      }
    }
  }

  var selectOverTabs: [Probe] {
    sizes([3, 30, 1_000]).map { count in
      Probe(
        row: "tabs", scenario: "select a tab, 3 screens on 2 tabs, \(count) tabs",
        operations: 100, point: .init(curve: "select over tabs", size: count)
      ) { k in
        let names = (0..<count).map { "t\($0)" }
        return selecting(tabRouter(names, screens: 3), names, k)
      }
    }
  }

  var selectOverDepth: [Probe] {
    sizes([10, 1_000, 10_000]).map { depth in
      Probe(
        row: "tabs", scenario: "select a tab, 2 tabs, \(depth) screens each",
        operations: 100, point: .init(curve: "select over depth", size: depth)
      ) { k in
        selecting(tabRouter(["a", "b"], screens: depth), ["a", "b"], k)
      }
    }
  }

  var popFlowOverTabs: [Probe] {
    sizes([3, 30, 1_000]).map { count in
      Probe(
        row: "tabs", scenario: "end a 1-screen flow (make, push, popFlow), \(count) tabs",
        operations: 100, point: .init(curve: "popFlow over tabs", size: count)
      ) { k in
        let names = (0..<count).map { "t\($0)" }
        let router = tabRouter(names, screens: 0)
        let tab = router.router(forTab: names[0])!
        tab.push(BenchScreen(), owner: nil, animated: false, onPop: nil)
        return {
          for _ in 0..<k {
            let flow = BenchCoordinator()
            tab.push(BenchScreen(), owner: flow, animated: false, onPop: nil)
            router.popFlow(flow, animated: false)
          }
        }
      }
    }
  }

  /// The swipe-down guard decision with N screens of N guarded flows: linear in N, judged
  /// per flow.
  var guardDecision: [Probe] {
    sizes([10, 100, 1_000]).map { count in
      Probe(
        row: "guard", scenario: "swipe-down decision, \(count) screens of \(count) guarded flows",
        operations: max(2, 100 / count),
        point: .init(curve: "guard decision", size: count, divisor: count, per: "per flow")
      ) { k in
        let router = StackRouter()
        router.setRoot(BenchScreen(), owner: nil, animated: false, onPop: nil)
        var flows: [GuardedBenchFlow] = []
        for index in 0..<count {
          let flow = GuardedBenchFlow()
          flows.append(flow)
          if index == 0 {
            router.present(BenchScreen(), owner: flow, animated: false, onPop: nil)
          } else {
            router.push(BenchScreen(), owner: flow, animated: false, onPop: nil)
          }
        }
        return {
          for _ in 0..<k {
            keep(router.leaveDecision(for: .swipeDown) == .leave ? 1 : 0)
          }
          withExtendedLifetime(flows) {}
        }
      }
    }
  }
}
