import Coordinator
import FlowsShell
import Testing

@testable import ShelfApp

/// A suite that drives a shelf app, past its onboarding, through the headless shell: the
/// stacks and the tree as text, and lines that must be accepted.
@MainActor
protocol ShelfShellSuite {
  var app: ShelfAppCoordinator { get }
  var shell: HeadlessShell<ShelfAppCoordinator> { get }
}

extension ShelfShellSuite {
  /// A shelf app with no file, its shell, and `start` run: the tabs are shown.
  static func startedShelf() async throws -> (
    ShelfAppCoordinator, HeadlessShell<ShelfAppCoordinator>
  ) {
    let app = ShelfAppCoordinator(
      router: StackRouter(isJournaling: true), store: ShelfStore(file: nil))
    let shell = HeadlessShell(app: app, name: "flows")
    try #require(await shell.run("start"))
    return (app, shell)
  }

  /// Every tab's stack and the levels over them.
  var stack: String { app.router.stack.description }
  /// The whole tree, in its indented form.
  var tree: String { CoordinatorTree(app, router: app.router).render(.text) }

  /// Runs `lines`, each of which must be accepted.
  func run(_ lines: String...) async {
    for line in lines {
      #expect(await shell.run(line), "\(line)")
    }
  }
}
