import Coordinator
import CoordinatorBridge
import Testing

/// The commands the bridge hands its platform for the router's moves, whole, with whether each
/// is animated: what the host's tests on the stand-ins cannot see, as UIKit's controllers show
/// no trace of an animation. Here the platform is a closure that records each command and
/// reports it finished.
@MainActor
@Suite struct RouterMoveCommandTests {
  let router = StackRouter(isJournaling: true)
  let bridge: NavigationBridge
  /// Every command handed out, as its description.
  final class Commands {
    var lines: [String] = []

    /// Returns the commands handed out since the last call.
    func take() -> [String] {
      defer { lines = [] }
      return lines
    }
  }
  let commands = Commands()

  init() {
    bridge = NavigationBridge(router: router)
    bridge.display { [commands, unowned bridge] command in
      commands.lines.append(command.description)
      bridge.commandDidFinish()
    }
  }

  @Test func theRoutersMovesBecomeCommands() {
    let notes = NotesCoordinator(router: bridge)
    notes.start()
    #expect(commands.take() == ["set root: #1 (not animated)"])
    let note = notes.noteTapped()
    note.historyTapped()
    let share = notes.shareTapped()
    share.sendTapped()
    router.popToRoot(animated: false)
    #expect(
      commands.take() == [
        "set level 0: #1, #2", "set level 0: #1, #2, #3", "present level 1: #4",
        "dismiss level 1", "set level 0: #1 (not animated)",
      ])
    #expect(bridge.shown == PlatformScreens(router.stack))
  }

  @Test func theTabsAreSetAndATappedTabShowsItsRoot() throws {
    let mail = MailCoordinator(router: router)
    mail.start()
    #expect(
      commands.take() == [
        "set tabs Inbox*: (empty); Archive: (empty) (not animated)",
        "set tab Inbox: #1 (not animated)",
      ])
    #expect(bridge.shouldBegin(.tabTap("Archive")))
    try bridge.didTapTab("Archive")
    #expect(commands.take() == ["set tab Archive: #2 (not animated)"])
    #expect(bridge.shown == PlatformScreens(router.stack))
  }
}
