import Coordinator

/// An inbox whose refresh loads behind a gate, as a flow's own task or as a task nobody sees,
/// and whose compose awaits a modal flow's draft.
@MainActor
final class InboxFlow: BaseCoordinator {
  /// The line of `refreshTapped()` that starts its task, for the messages that name it.
  nonisolated static let refreshLine: UInt = #line + 14
  let router: any Router
  let gate: Gate
  private(set) var titles: [String] = []

  init(router: any Router, gate: Gate) {
    self.router = router
    self.gate = gate
  }

  override var name: String { "Inbox" }

  /// Loads the titles in a task of the flow's own.
  func refreshTapped() {
    startTask { [weak self, gate] in
      await gate.pass()
      guard !Task.isCancelled else { return }
      self?.titles = ["Dune"]
    }
  }

  /// Loads, then opens a detail, in a task nobody can see or wait for.
  func openLaterTapped() {
    Task { [weak self, gate, router] in
      await gate.pass()
      guard let self else { return }
      startChild(OneScreenFlow("Detail", screen: "Dune", router: router), on: router)
    }
  }

  override func start() {
    super.start()
    router.setRoot(NamedScreen("Inbox"), owner: self, animated: false)
  }

  /// Presents the compose flow and returns its draft, or `nil` when it was closed without one.
  func compose() async -> String? {
    await runChild(ComposeFlow(router: router), on: router)
  }
}

/// A modal flow that ends with the text it sends.
@MainActor
final class ComposeFlow: ReturningCoordinator<String> {
  let router: any Router

  init(router: any Router) {
    self.router = router
  }

  override var name: String { "Compose" }

  override func start() {
    super.start()
    router.present(NamedScreen("Compose"), owner: self, animated: false) { [weak self] in
      self?.finish()
    }
  }

  /// The send button.
  func send(_ text: String) {
    finish(with: text)
  }
}
