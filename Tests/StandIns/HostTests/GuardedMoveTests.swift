import Coordinator
import PlatformLayers
import Testing
import UIKit

extension HostSuites {
  /// A guard refusing each of the person's moves, asked where UIKit asks the host: UIKit is
  /// told no, the router reports the refusal, the guard asks its question as an alert, and
  /// while the alert is up every move waits for its answer.
  @MainActor
  @Suite struct GuardedMoveTests {
    let app = HostedApp()
    let notes: NotesCoordinator

    init() {
      notes = NotesCoordinator(router: app.bridge)
      notes.start()
    }

    /// A dirty editor pushed (or presented) over the notes, the journal and commands emptied.
    func dirtyEditor(presented: Bool = false) -> EditorFlow {
      let editor = notes.editTapped(presented: presented)
      editor.isDirty = true
      app.forget()
      return editor
    }

    /// The window shows what the bridge and the router have.
    func expectInStep(_ sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(app.shown == Shown(app.bridge), sourceLocation: sourceLocation)
      #expect(app.bridge.shown == PlatformScreens(app.router.stack), sourceLocation: sourceLocation)
    }

    @Test func theBackButtonIsRefusedAndTheDialogAsks() async throws {
      weak let editor = dirtyEditor()
      let stack = try #require(app.window.top)
      weak let editorScreen = stack.viewControllers.last
      #expect(stack.tapBackButton() == false)
      #expect(
        app.events() == [
          "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved changes",
          "presented #3 Dialog on level 1",
        ])
      #expect(app.commands() == 1)  // show dialog #3
      await mainQueueRuns()  // no pop was sent
      #expect(app.shown == Shown(root: ["Notes", "Editor"], alert: Shown.discardQuestion))
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2], dialog: 3))
      expectInStep()
      weak let alert = app.window.alert

      // Every move waits for the answer.
      #expect(stack.tapBackButton() == false)
      #expect(stack.beginEdgeSwipe() == false)
      #expect(app.bridge.shouldBegin(.swipeDown) == false)
      await mainQueueRuns()
      #expect(app.events() == [])
      #expect(app.commands() == 0)

      try app.answer("Discard")
      #expect(app.events() == ["dismissed #3 Dialog", "popped #2 Editor"])
      #expect(app.commands() == 2)  // hide dialog, set level 0: #1
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      expectInStep()
      #expect(stack.navigationBar.items?.count == 1)
      #expect(editor == nil)
      #expect(editorScreen == nil)
      #expect(alert == nil)
      #expect(CoordinatorTree(notes, router: app.bridge).render(.line) == "NotesCoordinator")
    }

    @Test func theEdgeSwipeIsRefusedBeforeItBegins() throws {
      weak let editor = dirtyEditor()
      #expect(app.window.top?.beginEdgeSwipe() == false)
      #expect(
        app.events() == [
          "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved changes",
          "presented #3 Dialog on level 1",
        ])
      #expect(app.commands() == 1)  // show dialog #3
      weak let alert = app.window.alert
      try app.answer("Keep Editing")
      #expect(app.events() == ["dismissed #3 Dialog"])
      #expect(app.commands() == 1)  // hide dialog
      #expect(app.shown == Shown(root: ["Notes", "Editor"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2]))
      expectInStep()
      #expect(editor != nil)
      #expect(alert == nil)
    }

    @Test func aGuardThatRefusesAtTheEndOfTheSwipeGetsItsScreenBack() throws {
      let editor = notes.editTapped()
      app.forget()
      let stack = try #require(app.window.top)
      #expect(stack.beginEdgeSwipe() == true)
      editor.isDirty = true  // while the finger is down
      stack.endEdgeSwipe(cancelled: false)
      #expect(
        app.events() == [
          "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved changes",
          "presented #3 Dialog on level 1",
        ])
      // UIKit pops the editor: the host pushes it back, under the alert. The stand-in tells
      // the end of the swipe before it takes the editor off its stack, as UIKit's handler
      // runs before the transition completes; so its pop undoes the host's push-back, and
      // the bridge pushes the editor back a second time on `didShow`.
      #expect(app.commands() == 3)  // set level 0: #1, #2; show dialog #3; set level 0 again
      #expect(app.shown == Shown(root: ["Notes", "Editor"], alert: Shown.discardQuestion))
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2], dialog: 3))
      expectInStep()
      #expect(stack.navigationBar.items?.count == 2)
    }

    @Test func theSwipeDownIsRefused() throws {
      weak let editor = dirtyEditor(presented: true)
      weak let sheet = app.window.top
      weak let editorScreen = sheet?.viewControllers.last
      #expect(sheet?.presentationController?.swipeDown() == false)
      #expect(
        app.events() == [
          "#2 Editor stayed (swipe-down): unsaved changes", "presented #3 Dialog on level 2",
        ])
      #expect(app.commands() == 1)  // show dialog #3
      #expect(
        app.shown
          == Shown(root: ["Notes"], presented: [["Editor"]], alert: Shown.discardQuestion))
      #expect(app.bridge.shown == PlatformScreens(root: [1], presented: [[2]], dialog: 3))
      expectInStep()
      weak let alert = app.window.alert
      try app.answer("Discard")
      #expect(app.events() == ["dismissed #3 Dialog", "dismissed #2 Editor"])
      #expect(app.commands() == 2)  // hide dialog, dismiss level 1
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      expectInStep()
      #expect(editor == nil)
      #expect(sheet == nil)
      #expect(editorScreen == nil)
      #expect(alert == nil)
    }

    @Test func theBackMenuStopsAtTheScreenThatRefuses() throws {
      let editor = dirtyEditor()
      editor.isDirty = false
      weak let note = notes.noteTapped()
      note?.historyTapped()
      editor.isDirty = true
      app.forget()
      let stack = try #require(app.window.top)
      weak let noteScreen = stack.viewControllers[2]
      weak let historyScreen = stack.viewControllers[3]
      // History and Note go; the editor refuses, and what UIKit popped of it comes back.
      #expect(stack.chooseInBackMenu(stack.viewControllers[0]) == true)
      #expect(
        app.events() == [
          "interactive pop of #4 History began", "popped #4 History (interactive)",
          "interactive pop of #3 Note began", "popped #3 Note (interactive)",
          "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved changes",
          "presented #5 Dialog on level 1",
        ])
      #expect(app.commands() == 2)  // set level 0: #1, #2; show dialog #5
      #expect(app.shown == Shown(root: ["Notes", "Editor"], alert: Shown.discardQuestion))
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2], dialog: 5))
      expectInStep()
      #expect(note == nil)
      #expect(noteScreen == nil)
      #expect(historyScreen == nil)
    }

    @Test func aPopTheRouterMakesAsksNoGuardOfTheScreenItUncovers() {
      let editor = dirtyEditor()
      editor.isDirty = false
      weak let note = notes.noteTapped()
      editor.isDirty = true
      weak let noteScreen = app.window.top?.viewControllers.last
      app.forget()
      // The note's flow ends: UIKit pops it, and the bar asks its delegate about that pop.
      note?.finish()
      #expect(note == nil)
      #expect(app.events() == ["popped #3 Note"])
      #expect(app.commands() == 1)  // set level 0: #1, #2
      #expect(app.shown == Shown(root: ["Notes", "Editor"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2]))
      expectInStep()
      #expect(app.window.top?.navigationBar.items?.count == 2)
      #expect(noteScreen == nil)
    }

    @Test func aQuestionOfTheSheetWithNoSwipeAsksNoDialog() throws {
      _ = dirtyEditor(presented: true)
      let sheet = try #require(app.window.top?.presentationController)
      #expect(app.host.presentationControllerShouldDismiss(sheet) == false)
      #expect(app.events() == [])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes"], presented: [["Editor"]]))
      #expect(app.bridge.shown == PlatformScreens(root: [1], presented: [[2]]))
      expectInStep()
    }
  }
}
