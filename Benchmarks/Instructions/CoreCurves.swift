import Coordinator

final class Flow: BaseCoordinator {}
final class GuardedFlow: BaseCoordinator, LeaveGuard {
  func leaveDecision(for request: LeaveRequest) -> LeaveDecision { .leave }
}
final class Screen: Presentable {
  let screenName: String
  init(_ name: String) { screenName = name }
}

let args = CommandLine.arguments
let scenario = args[1]
let n = Int(args[2])!

@MainActor @inline(never) func measuredSelect(
  _ router: StackRouter, _ names: [String], _ rounds: Int
) {
  for round in 0..<rounds {
    try! router.selectTab(names[round % 2], animated: false)
  }
}
@MainActor @inline(never) func measuredPopFlow(
  _ router: StackRouter, _ app: Flow, _ tab: TabStackRouter, _ rounds: Int
) {
  for _ in 0..<rounds {
    let flow = Flow()
    tab.push(Screen("F"), owner: flow, animated: false, onPop: nil)
    router.popFlow(flow, animated: false)
  }
}
@MainActor @inline(never) func measuredGuard(_ router: StackRouter, _ rounds: Int) {
  for _ in 0..<rounds {
    _ = router.leaveDecision(for: .swipeDown)
  }
}

MainActor.assumeIsolated {
  let router = StackRouter()
  let app = Flow()
  switch scenario {
  case "select":  // n tabs, 2 screens each... or "selectdeep": 2 tabs with n screens
    let names = (0..<n).map { "t\($0)" }
    router.setTabs(names, selected: names[0], owner: nil, animated: false, onSelect: nil)
    for name in names.prefix(2) {
      let tab = router.router(forTab: name)!
      for _ in 0..<3 { tab.push(Screen("S"), owner: nil, animated: false, onPop: nil) }
    }
    measuredSelect(router, names, 100)
  case "selectdeep":
    let names = ["a", "b"]
    router.setTabs(names, selected: "a", owner: nil, animated: false, onSelect: nil)
    for name in names {
      let tab = router.router(forTab: name)!
      for _ in 0..<n { tab.push(Screen("S"), owner: nil, animated: false, onPop: nil) }
    }
    measuredSelect(router, names, 100)
  case "popflow":
    let names = (0..<n).map { "t\($0)" }
    router.setTabs(names, selected: names[0], owner: nil, animated: false, onSelect: nil)
    let tab = router.router(forTab: names[0])!
    tab.push(Screen("root"), owner: nil, animated: false, onPop: nil)
    measuredPopFlow(router, app, tab, 100)
  case "guard":
    router.setRoot(Screen("root"), owner: nil, animated: false, onPop: nil)
    var flows: [GuardedFlow] = []
    for index in 0..<n {
      let flow = GuardedFlow()
      flows.append(flow)
      if index == 0 {
        router.present(Screen("P"), owner: flow, animated: false, onPop: nil)
      } else {
        router.push(Screen("P"), owner: flow, animated: false, onPop: nil)
      }
    }
    measuredGuard(router, 10)
    withExtendedLifetime(flows) {}
  default: fatalError()
  }
}
