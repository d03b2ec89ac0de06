import Testing

@testable import Coordinator

/// Where the tally of an owner's screens is kept: a ``BaseCoordinator`` carries one for each
/// router's state it shows screens on; any other owner's is kept in that state's table.
@MainActor
struct OwnerTalliesTests {
  @Test func aBaseCoordinatorCarriesOneTallyPerStateAndTheStateKeepsNone() {
    let flow = TestFlow("Flow", router: StackRouter(), screens: [])
    let first = NavigationState()
    let second = NavigationState()
    #expect(first.tallies.serial != second.tallies.serial)

    let onFirst = first.tallies.ownership(of: flow)
    let onSecond = second.tallies.ownership(of: flow)
    // The tally used last is found first.
    #expect(flow.screenTallies.first === onSecond)
    #expect(flow.screenTallies.more.map(ObjectIdentifier.init) == [ObjectIdentifier(onFirst)])
    #expect(first.tallies.ownership(of: flow) === onFirst)
    #expect(flow.screenTallies.first === onFirst)
    #expect(flow.screenTallies.more.map(ObjectIdentifier.init) == [ObjectIdentifier(onSecond)])
    #expect(onFirst.screens !== onSecond.screens)
    #expect(first.tallies.screens(of: flow) === onFirst.screens)
    #expect(second.tallies.screens(of: flow) === onSecond.screens)
    #expect(onFirst.screens.owner === flow)
    #expect(first.tallies.untalliedOwnerCount == 0)
    #expect(second.tallies.untalliedOwnerCount == 0)
  }

  @Test func aStateWhereAnOwnerShowedNothingHasNoTallyOfIt() {
    let flow = TestFlow("Flow", router: StackRouter(), screens: [])
    let shown = NavigationState()
    let other = NavigationState()
    _ = shown.tallies.ownership(of: flow)
    #expect(other.tallies.screens(of: flow) == nil)
    #expect(other.tallies.screens(of: PlainFlowOwner()) == nil)
  }

  @Test func aRenamedOwnerGetsANewNameOverTheSameTally() {
    let flow = RenamingFlow()
    let state = NavigationState()
    let before = state.tallies.ownership(of: flow)
    flow.label = "Renamed"
    let after = state.tallies.ownership(of: flow)
    #expect(before.name == "RenamingFlow")
    #expect(after.name == "Renamed")
    #expect(after.screens === before.screens)
    #expect(state.tallies.ownership(of: flow) === after)
  }

  @Test func anOwnerThatCarriesNoTallyIsKeptByTheStateWhileItLives() {
    let state = NavigationState()
    var owner: PlainFlowOwner? = PlainFlowOwner()
    weak let released = owner
    let ownership = state.tallies.ownership(of: owner!)
    #expect(state.tallies.ownership(of: owner!) === ownership)
    #expect(state.tallies.screens(of: owner!) === ownership.screens)
    #expect(state.tallies.untalliedOwnerCount == 1)
    owner = nil
    #expect(released == nil)
    #expect(ownership.owner == nil)
  }
}

/// A ``FlowCoordinator`` that is not a ``BaseCoordinator``: it carries no tally.
@MainActor
final class PlainFlowOwner: FlowCoordinator {
  var name: String { "Plain" }
  var lifecycle: CoordinatorLifecycle { .running }
  var parent: (any FlowCoordinator)? { nil }
  var childCoordinators: [any FlowCoordinator] { [] }
  func start() {}
  func finish() {}
}

/// A flow with screens on two routers: each router counts and ends only its own.
@MainActor
struct TwoRouterTallyTests {
  @Test func aFlowsEndOnOneRouterTakesNothingOffAnother() {
    let first = StackRouter(isJournaling: true)
    let second = StackRouter(isJournaling: true)
    first.setRoot(TestScreen("Home"), owner: nil, animated: false, onPop: nil)
    second.setRoot(TestScreen("Other"), owner: nil, animated: false, onPop: nil)
    var flow: TestFlow? = TestFlow("Flow", router: first, screens: [])
    weak let released = flow
    flow?.start()
    first.push(TestScreen("A"), owner: flow, animated: false, onPop: nil)
    second.push(TestScreen("B"), owner: flow, animated: false, onPop: nil)
    second.push(TestScreen("C"), owner: flow, animated: false, onPop: nil)
    #expect(flow?.screens(on: first.state.tallies.serial)?.count == 1)
    #expect(flow?.screens(on: second.state.tallies.serial)?.count == 2)

    first.popFlow(flow!, animated: false)
    #expect(first.stack.description == "level 0: #1 Home")
    #expect(second.stack.description == "level 0: #1 Other, #2 B, #3 C")
    #expect(flow?.screens(on: first.state.tallies.serial)?.count == 0)
    #expect(flow?.screens(on: second.state.tallies.serial)?.count == 2)

    second.popFlow(flow!, animated: false)
    #expect(second.stack.description == "level 0: #1 Other")
    flow = nil
    #expect(released == nil)
  }
}
