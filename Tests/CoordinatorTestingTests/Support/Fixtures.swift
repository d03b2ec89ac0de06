import Coordinator
import Testing

/// A headless screen with a fixed name.
@MainActor
final class NamedScreen: Presentable {
  let screenName: String

  init(_ name: String) {
    screenName = name
  }
}

/// A flow with one screen that finishes when the screen leaves; children pop and leave on finish.
@MainActor
final class OneScreenFlow: BaseCoordinator {
  let flowName: String
  let router: any Router
  let screen: String

  init(_ name: String, screen: String, router: any Router) {
    flowName = name
    self.screen = screen
    self.router = router
  }

  override var name: String { flowName }

  override func start() {
    super.start()
    router.push(NamedScreen(screen), owner: self) { [weak self] in self?.finish() }
  }

  func startChild(_ child: OneScreenFlow) {
    addDependency(child)
    child.flowCompletion = { [weak self, router] coordinator in
      router.popFlow(coordinator, animated: true)
      self?.removeDependency(coordinator)
    }
    child.start()
  }
}

/// The text of an issue's comments, for matching a known issue's message.
func comment(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}
