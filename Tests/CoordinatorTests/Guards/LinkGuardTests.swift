import Coordinator
import Testing

/// A link that would pop a guarded flow is rejected whole, and nothing moves.
@MainActor
@Suite struct LinkGuardTests {
  /// The root of two places: `/edit`, a guarded flow, and `/other`, a screen.
  final class Root: BaseCoordinator, PathCoordinator {
    enum Key: String, PathKey {
      case edit, other
    }

    let router = StackRouter(isJournaling: true)
    weak var editor: GuardedFlow?
    weak var other: TestScreen?

    override func start() {
      super.start()
      router.setRoot(TestScreen("Home"), owner: self, animated: false)
    }

    var shownKeys: [Key] { editor != nil ? [.edit] : other != nil ? [.other] : [] }

    func item(for key: Key) -> NavigationItem? {
      switch key {
      case .edit:
        let flow =
          editor ?? GuardedFlow("EditorFlow", router: router, screens: ["Editor"], reason: nil)
        return NavigationItem(self, screen: flow, endsPath: true) { _, root, flow, completion in
          root.editor = flow
          root.startChild(flow, on: root.router)
          completion()
        } pop: { _, _, flow, completion in
          flow.finish()
          completion()
        }
      case .other:
        let screen = other ?? TestScreen("Other")
        return NavigationItem(self, screen: screen, endsPath: true) {
          _, root, screen, completion in
          root.other = screen
          root.router.push(screen, owner: root, animated: false)
          completion()
        } pop: { _, root, _, completion in
          try? root.router.pop(animated: false)
          completion()
        }
      }
    }
  }

  @Test func aLinkThatWouldPopAGuardedFlowIsRejectedAndNothingMoves() throws {
    let root = Root()
    root.start()
    let navigation = PathNavigator(root: root, isJournaling: true)
    try navigation.apply(string: "/edit")
    let editor = try #require(root.editor)
    editor.reason = "unsaved changes"
    let stack = root.router.stack
    _ = root.router.takeJournal()

    #expect(throws: PathError.leaveRefused("EditorFlow", reason: "unsaved changes")) {
      try navigation.validate(FlowPath(parsing: "/other"))
    }
    #expect(throws: PathError.leaveRefused("EditorFlow", reason: "unsaved changes")) {
      try navigation.apply(string: "/other")
    }

    #expect(root.router.stack == stack)
    #expect(root.router.takeJournal() == [])
    #expect(navigation.currentPath.description == "/edit")
    #expect(editor.asked == [.link, .link])
    // Only the link applied tells the guard; validating one does not.
    #expect(editor.refused == [.link])
    #expect(
      PathError.leaveRefused("EditorFlow", reason: "unsaved changes").description
        == "EditorFlow cannot leave: unsaved changes")
  }

  @Test func aLinkAGuardLetsGoPopsAndReleasesTheFlow() throws {
    let root = Root()
    root.start()
    let navigation = PathNavigator(root: root, isJournaling: true)
    try navigation.apply(string: "/edit")
    weak let editor = root.editor

    try navigation.apply(string: "/other")

    #expect(editor == nil)
    #expect(root.router.stack.description == "level 0: #1 Home, #3 Other")
    #expect(navigation.currentPath.description == "/other")
  }
}
