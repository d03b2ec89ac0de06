import Coordinator
import CoordinatorTesting
import Testing

/// A screen with state of its own, as a view model's screen has.
@MainActor
final class CounterScreen: Presentable {
  var count = 0
}

/// The top screen, or any entry's, read as its own type to assert its state.
@MainActor
@Suite struct TypedScreenTests {
  let router = StackRouter()
  let root: OneScreenFlow

  init() {
    root = OneScreenFlow("Root", screen: "Home", router: router)
    root.start()
  }

  @Test func theTopScreenAndAnyEntryAreReadAsTheirOwnTypes() {
    let tester = FlowTester(root: root, router: router)
    let counter = CounterScreen()
    tester.step { router.push(counter, owner: root) }
    tester.expectEvents(["pushed CounterScreen"])
    tester.step { counter.count = 3 }
    #expect(tester.topScreen(as: CounterScreen.self)?.count == 3)
    tester.expectTop(CounterScreen.self) { #expect($0.count == 3) }
    #expect(tester.screen(1, as: NamedScreen.self)?.screenName == "Home")
    tester.step { try? router.pop() }
    tester.expectEvents(["popped CounterScreen"])
    tester.finish()
  }

  @Test func aScreenOfAnotherTypeOrNoneFailsTheTest() {
    let tester = FlowTester(root: root, router: router)
    withKnownIssue("deliberate: a top screen of another type must be reported") {
      #expect(tester.topScreen(as: CounterScreen.self) == nil)
    } matching: {
      comment(of: $0) == "#1 Home is NamedScreen, expected CounterScreen"
    }
    withKnownIssue("deliberate: expectTop must report a screen of another type, not check it") {
      tester.expectTop(CounterScreen.self) { _ in Issue.record("the check ran") }
    } matching: {
      comment(of: $0) == "#1 Home is NamedScreen, expected CounterScreen"
    }
    withKnownIssue("deliberate: an entry not on the router must be reported") {
      #expect(tester.screen(7, as: NamedScreen.self) == nil)
    } matching: {
      comment(of: $0) == "No entry #7 is on the router; expected NamedScreen"
    }
    tester.finish()
  }

  @Test func aRouterThatKeepsNoScreensSaysSo() {
    let router = ArrayRouter()
    let root = OneScreenFlow("Root", screen: "Home", router: router)
    root.start()
    let tester = FlowTester(root: root, router: router)
    withKnownIssue("deliberate: a router that keeps no screens must say so") {
      _ = tester.topScreen(as: NamedScreen.self)
    } matching: {
      comment(of: $0)
        == "ArrayRouter gives no screens (screen(for:) is nil for #1 Home); expected NamedScreen"
    }
    tester.finish()
  }

  @Test func aStepChecksTheScreenItLeavesOnTopAsItsType() {
    let tester = FlowTester(root: root, router: router)
    let counter = CounterViewModelScreen()
    tester.step { router.push(counter, owner: root) }
    tester.expectEvents(["pushed CounterViewModelScreen"])
    tester.step {
      counter.viewModel.increment()
    } then: { (screen: CounterViewModelScreen) in
      #expect(screen.viewModel.count == 1)
    }
    var checked: [Int] = []
    tester.step {
      counter.viewModel.increment()
    } then: { (screen: CounterViewModelScreen) in
      checked.append(screen.viewModel.count)
    }
    // The check ran once, after the action.
    #expect(checked == [2])
    tester.step { try? router.pop() }
    tester.expectEvents(["popped CounterViewModelScreen"])
    tester.finish()
  }

  @Test func aTopScreenOfAnotherTypeFailsAtTheStepsLineAndChecksNothing() {
    let tester = FlowTester(root: root, router: router)
    let line = #line + 2
    withKnownIssue("deliberate: a step's check of a screen of another type must be reported") {
      tester.step {
      } then: { (_: CounterViewModelScreen) in
        Issue.record("the check ran")
      }
    } matching: {
      comment(of: $0) == "#1 Home is NamedScreen, expected CounterViewModelScreen"
        && $0.sourceLocation?.line == line
    }
    tester.finish()
  }

  @Test func anAwaitedStepChecksTheScreenItLeavesOnTop() async {
    let tester = FlowTester(root: root, router: router)
    let counter = CounterViewModelScreen()
    let count = await tester.step {
      await Task.yield()
      router.push(counter, owner: root)
      counter.viewModel.increment()
      return counter.viewModel.count
    } then: { (screen: CounterViewModelScreen) in
      #expect(screen === counter)
    }
    #expect(count == 1)
    tester.expectEvents(["pushed CounterViewModelScreen"])
    await tester.step { try? router.pop() }
    tester.expectEvents(["popped CounterViewModelScreen"])
    await tester.finish()
  }
}

/// A view model with state of its own, as a screen's is.
@MainActor
final class CounterViewModel {
  private(set) var count = 0

  func increment() { count += 1 }
}

/// A screen that holds its view model.
@MainActor
final class CounterViewModelScreen: Presentable {
  let viewModel = CounterViewModel()
}
