import Coordinator

/// A flow that shows its screens in order and finishes when its first screen leaves.
///
/// Its screens are pushed (or presented, for a modal flow) when it starts;
/// `startChild` runs a child the way most parents do.
@MainActor
final class TestFlow: BaseCoordinator {
  enum Presentation {
    case push
    case present
    case root
  }

  let flowName: String
  let router: any Router
  private let screenNames: [String]
  private let presentation: Presentation
  private(set) var screens: [TestScreen] = []
  private(set) var completions = 0

  init(_ name: String, router: any Router, screens: [String], presentation: Presentation = .push) {
    flowName = name
    self.router = router
    screenNames = screens
    self.presentation = presentation
  }

  override var name: String { flowName }

  override func start() {
    super.start()
    for (index, screenName) in screenNames.enumerated() {
      let screen = TestScreen(screenName)
      screens.append(screen)
      // The first screen leaving, however it leaves, ends the flow.
      var onPop: (@MainActor () -> Void)?
      if index == 0 {
        onPop = { [weak self] in self?.finish() }
      }
      switch (index, presentation) {
      case (0, .present): router.present(screen, owner: self, animated: true, onPop: onPop)
      case (0, .root): router.setRoot(screen, owner: self, animated: false, onPop: onPop)
      default: router.push(screen, owner: self, animated: true, onPop: onPop)
      }
    }
  }

  /// Starts `child` with the library's `startChild(_:on:animated:then:)`, counting completions.
  func startChild(_ child: TestFlow) {
    startChild(child, on: router) { [weak self] _ in self?.completions += 1 }
  }
}
