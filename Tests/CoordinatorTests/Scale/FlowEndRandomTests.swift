import Testing

@testable import Coordinator

/// Random sessions of flows that start children (pushed or presented, one screen or more),
/// finish, and lose screens to pops, pops to the root, dismissals, the back button, swipes
/// and interactive pops, both transition styles: after every step each flow's tally is its
/// number of screens, and of them on the presented levels, and once nothing is in flight no invariant is broken and every ended
/// flow is released.
@MainActor
@Suite struct FlowEndRandomTests {
  private func live(_ root: TestFlow) -> [TestFlow] {
    StackRouter.subtree(of: root).compactMap { $0 as? TestFlow }
  }

  private func run(seed: UInt64, style: TransitionStyle) {
    var rng = OwnerTallyRandomTests.SplitMix(state: seed)
    let router = StackRouter(transitionStyle: style)
    let root = TestFlow("Root", router: router, screens: ["Home"], presentation: .root)
    root.start()
    try? router.completeTransition()
    var ended: [WeakFlow] = []
    for step in 0..<300 {
      do {
        let flows = live(root)
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1, 2, 3:
          let parent = flows.randomElement(using: &rng)!
          let count = Int.random(in: 1...3, using: &rng)
          let child = TestFlow(
            "F\(step)", router: router, screens: (0..<count).map { "F\(step).\($0)" },
            presentation: Bool.random(using: &rng) ? .push : .present)
          parent.startChild(child)
        case 4, 5:
          if let flow = flows.dropFirst().randomElement(using: &rng) {
            ended.append(WeakFlow(flow))
            flow.finish()
          }
        case 6: try? router.pop(animated: true)
        case 7: router.popToRoot(animated: true)
        case 8: try? router.dismiss(animated: true)
        case 9: try? router.goBack()
        case 10: try? router.swipeToDismiss()
        default:
          if (try? router.beginInteractivePop()) != nil {
            if Bool.random(using: &rng) {
              try? router.finishInteractivePop()
            } else {
              try? router.cancelInteractivePop()
            }
          }
        }
      }
      if style == .manual {
        while Int.random(in: 0..<3, using: &rng) > 0, router.isTransitionInFlight {
          try? router.completeTransition()
        }
      }
      do {
        let entries = router.ownedEntries
        for flow in live(root) {
          let error = OwnerTallyRandomTests.tallyError(of: flow, on: router, entries: entries)
          #expect(error == nil, "seed \(seed) step \(step): \(error ?? "")")
        }
      }
      guard !router.isTransitionInFlight else { continue }
      #expect(router.violations(in: root) == [], "seed \(seed) step \(step)\n\(router.stack)")
      // Every flow that ended has gone, screens and all.
      for flow in ended {
        #expect(flow.flow == nil, "seed \(seed) step \(step): \(flow.flow?.name ?? "")")
      }
    }
    // The transitions still held run their queued calls, whose pops keep their flows (and so
    // the router) alive until they have run.
    while router.isTransitionInFlight {
      try? router.completeTransition()
    }
  }

  @Test(arguments: 0..<40)
  func endedFlowsLeaveNothing(seed: Int) {
    run(seed: UInt64(seed), style: .immediate)
    run(seed: UInt64(seed) &+ 5000, style: .manual)
  }
}
