// The listings of the article "The Shell as a Library" (FlowsShell's catalog), line for line
// (ArticleListingTests checks it): an app of a reader's own and the lines of `main.swift` that
// run the shell over it. `TheShellAsALibraryTests` runs it.
import Coordinator
import FlowsShell

// A screen the shell acts on: a line such as `name Ada` becomes an `Action`, and `perform`
// switches over it without a `default:`, so an action added and not handled does not compile.
final class Greeting: ShellScreen {
  enum Action { case name(String), next }

  private weak var app: GreeterApp?
  init(app: GreeterApp) { self.app = app }

  var messages: [String] { ["Hello, \(app?.guest ?? "stranger")."] }
  let actions = ScreenActions<Action>([
    .action("name", .word("NAME"), Action.name), .action("next", .next),
  ])

  func perform(_ action: Action) {
    switch action {
    case .name(let name): app?.guest = name
    case .next: app?.sayGoodbye()
    }
  }
}

final class Farewell: ShellScreen {
  enum Action { case back, done }

  private weak var flow: FarewellFlow?
  init(flow: FarewellFlow) { self.flow = flow }

  var messages: [String] { ["Goodbye, \(flow?.guest ?? "stranger")."] }
  let actions = ScreenActions<Action>([.action("back", .back), .action("done", .done)])

  func perform(_ action: Action) {
    switch action {
    case .back: try? flow?.router.pop()  // the screen leaves, so its flow ends
    case .done: flow?.finish()  // the flow ends, so its screen leaves
    }
  }
}

final class FarewellFlow: BaseCoordinator {
  let router: any Router
  let guest: String
  init(router: any Router, guest: String) {
    self.router = router
    self.guest = guest
  }

  override func start() {
    super.start()
    router.push(Farewell(flow: self), owner: self, onPop: { [weak self] in self?.finish() })
  }
}

// The app the shell drives: the root of its own tree, its router, and what `--state FILE` keeps.
final class GreeterApp: BaseCoordinator, ShellApp {
  struct State: Codable { var guest: String }

  let router = StackRouter()
  var guest = "stranger"
  var savedState: State? { State(guest: guest) }
  func restore(_ state: State) { guest = state.guest }

  override func start() {
    super.start()
    router.setRoot(Greeting(app: self), owner: self)
  }

  func sayGoodbye() { startChild(FarewellFlow(router: router, guest: guest), on: router) }
}

/// The listing's `main.swift` lines, compiled here but never called: they would end the tests.
func runGreeterAndExit() -> Never {
  MainActor.assumeIsolated {
    let greeter = ShellCommandLine(ShellDescription(name: "greeter", version: "1.0")) { _ in
      GreeterApp()
    }
    greeter.runAndExit()
  }
}
