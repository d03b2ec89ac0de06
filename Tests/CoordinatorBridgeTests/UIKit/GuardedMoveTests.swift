import Coordinator
import CoordinatorBridge
import PlatformFakes
import Testing

/// A guard refusing each of the platform's moves, asked where UIKit asks: the platform is told
/// no, the router reports the refusal, the guard asks its question as a dialog, and while the
/// dialog is up every move waits for its answer.
@MainActor
@Suite struct GuardedMoveTests {
  let router = StackRouter(isJournaling: true)
  let bridge: NavigationBridge
  let platform: FakePlatform
  let notes: NotesCoordinator

  init() {
    bridge = NavigationBridge(router: router)
    platform = FakePlatform(bridge: bridge)
    notes = NotesCoordinator(router: bridge)
    notes.start()
  }

  /// The router's events since the last call, as lines.
  func events() -> [String] { router.takeJournal().map(\.description) }

  /// A dirty editor pushed (or presented) over the notes, the journal and commands emptied.
  func dirtyEditor(presented: Bool = false) -> EditorFlow {
    let editor = notes.editTapped(presented: presented)
    editor.isDirty = true
    _ = events()
    _ = platform.takeCommands()
    return editor
  }

  /// The dialog's screen, answered with `label`.
  func answerDialog(_ label: String) throws {
    let id = try #require(platform.alert)
    let dialog = try #require(bridge.screen(for: id) as? DialogScreen)
    #expect(
      platform.shownDialog
        == PlatformDialog(
          id: id,
          content: DialogContent(
            title: "Discard changes?", message: "Your note will be lost.",
            buttons: [
              DialogButton("discard", key: "discard", title: "Discard", role: .destructive),
              DialogButton("keep", key: "keep", title: "Keep Editing", role: .cancel),
            ])))
    #expect(dialog.answer(label))
  }

  @Test func theBackButtonIsRefusedAndTheDialogAsks() throws {
    weak let editor = dirtyEditor()
    #expect(platform.top?.tapBackButton() == false)
    #expect(
      events() == [
        "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved changes",
        "presented #3 Dialog on level 1",
      ])
    #expect(platform.takeCommands() == ["show dialog #3"])
    #expect(platform.screens == PlatformScreens(root: [1, 2], dialog: 3))
    #expect(platform.screens == PlatformScreens(router.stack))

    // Every move waits for the answer.
    #expect(platform.top?.tapBackButton() == false)
    #expect(platform.top?.beginEdgeSwipe() == false)
    #expect(bridge.shouldBegin(.swipeDown) == false)
    #expect(events() == [])

    try answerDialog("discard")
    #expect(
      events() == [
        "dismissed #3 Dialog", "popped #2 Editor",
      ])
    #expect(platform.takeCommands() == ["hide dialog", "set level 0: #1"])
    #expect(platform.screens == PlatformScreens(root: [1]))
    #expect(editor == nil)
    #expect(CoordinatorTree(notes, router: bridge).render(.line) == "NotesCoordinator")
  }

  @Test func theEdgeSwipeIsRefusedBeforeItBegins() throws {
    weak let editor = dirtyEditor()
    #expect(platform.top?.beginEdgeSwipe() == false)
    #expect(
      events() == [
        "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved changes",
        "presented #3 Dialog on level 1",
      ])
    try answerDialog("keep")
    #expect(events() == ["dismissed #3 Dialog"])
    #expect(platform.takeCommands() == ["show dialog #3", "hide dialog"])
    #expect(platform.screens == PlatformScreens(root: [1, 2]))
    #expect(editor != nil)
  }

  @Test func aGuardThatRefusesAtTheEndOfTheSwipeGetsItsScreenBack() {
    let editor = notes.editTapped()
    _ = events()
    _ = platform.takeCommands()
    #expect(platform.top?.beginEdgeSwipe() == true)
    editor.isDirty = true  // while the finger is down
    platform.top?.endEdgeSwipe(cancelled: false)
    #expect(
      events() == [
        "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved changes",
        "presented #3 Dialog on level 1",
      ])
    // UIKit popped the editor already: the bridge pushes it back, under the dialog.
    #expect(platform.takeCommands() == ["set level 0: #1, #2", "show dialog #3"])
    #expect(platform.screens == PlatformScreens(router.stack))
  }

  @Test func theSwipeDownIsRefused() throws {
    weak let editor = dirtyEditor(presented: true)
    #expect(platform.presentations.last?.swipeDown() == false)
    #expect(
      events() == [
        "#2 Editor stayed (swipe-down): unsaved changes", "presented #3 Dialog on level 2",
      ])
    #expect(platform.takeCommands() == ["show dialog #3"])
    #expect(platform.screens == PlatformScreens(root: [1], presented: [[2]], dialog: 3))
    try answerDialog("discard")
    #expect(events() == ["dismissed #3 Dialog", "dismissed #2 Editor"])
    #expect(platform.takeCommands() == ["hide dialog", "dismiss level 1"])
    #expect(platform.screens == PlatformScreens(root: [1]))
    #expect(editor == nil)
  }

  @Test func theBackMenuStopsAtTheScreenThatRefuses() throws {
    let editor = dirtyEditor()
    editor.isDirty = false
    let note = notes.noteTapped()
    note.historyTapped()
    editor.isDirty = true
    _ = events()
    _ = platform.takeCommands()
    // History and Note go; the editor refuses, and what UIKit popped of it comes back.
    #expect(platform.top?.chooseInBackMenu(1) == true)
    #expect(
      events() == [
        "interactive pop of #4 History began", "popped #4 History (interactive)",
        "interactive pop of #3 Note began", "popped #3 Note (interactive)",
        "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved changes",
        "presented #5 Dialog on level 1",
      ])
    #expect(platform.takeCommands() == ["set level 0: #1, #2", "show dialog #5"])
    #expect(platform.screens == PlatformScreens(root: [1, 2], dialog: 5))
    #expect(platform.screens == PlatformScreens(router.stack))
  }

  @Test func aPopTheRouterMakesAsksNoGuardOfTheScreenItUncovers() {
    let editor = dirtyEditor()
    editor.isDirty = false
    weak let note = notes.noteTapped()
    editor.isDirty = true
    _ = events()
    _ = platform.takeCommands()
    // The note's flow ends: UIKit pops it, and the bar asks its delegate about that pop.
    note?.finish()
    #expect(note == nil)
    #expect(events() == ["popped #3 Note"])
    #expect(platform.takeCommands() == ["set level 0: #1, #2"])
    #expect(platform.screens == PlatformScreens(root: [1, 2]))
    #expect(platform.screens == PlatformScreens(router.stack))
    #expect(platform.top?.barItemCount == 2)
  }

  @Test func aQuestionOfTheSheetWithNoSwipeAsksNoDialog() throws {
    _ = dirtyEditor(presented: true)
    #expect(platform.presentations.last?.askShouldDismiss() == false)
    #expect(events() == [])
    #expect(platform.takeCommands() == [])
    #expect(platform.screens == PlatformScreens(root: [1], presented: [[2]]))
  }
}
