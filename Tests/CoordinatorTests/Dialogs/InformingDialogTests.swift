import Coordinator
import Testing

/// A dialog that only informs: no choice type, one button keyed `ok`, nothing to throw; it is
/// a dialog as any other — it waits its turn, and ends with its flow.
@MainActor
@Suite struct InformingDialogTests {
  let router = StackRouter(isJournaling: true)
  let app: TestFlow
  let editor: TestFlow

  init() {
    app = TestFlow("App", router: router, screens: ["Home"])
    app.start()
    editor = TestFlow("EditorFlow", router: router, screens: ["Editor"])
    app.startChild(editor)
    _ = router.takeJournal()
  }

  var dialogScreen: DialogScreen? { router.topScreen as? DialogScreen }

  @Test func itShowsOneButtonKeyedOkAndRunsNextOnceAcknowledged() {
    var ended = 0
    editor.inform("Couldn't save", message: "The disk is full.", on: router) { ended += 1 }
    #expect(router.takeJournal().map(\.description) == ["presented #3 Dialog on level 1"])
    #expect(
      dialogScreen?.content
        == DialogContent(
          .alert, title: "Couldn't save", message: "The disk is full.",
          buttons: [DialogButton("ok", key: "ok", title: "OK")]))
    #expect(
      dialogScreen?.content(of: String.self)
        == .informing("Couldn't save", message: "The disk is full."))
    #expect(dialogScreen?.answer("cancel") == false)
    #expect(dialogScreen?.answer("ok") == true)
    #expect(ended == 1)
    #expect(router.takeJournal().map(\.description) == ["dismissed #3 Dialog"])
    #expect(editor.childCoordinators.isEmpty)
  }

  @Test func itsButtonTakesTheTitleGiven() {
    editor.inform("Saved", button: "Got It", screenName: "Notice", on: router)
    #expect(
      dialogScreen?.content(of: String.self)
        == .alert("Saved", buttons: [DialogButton("ok", key: "ok", title: "Got It")]))
    #expect(dialogScreen?.screenName == "Notice")
  }

  @Test func itEndsWithItsFlowAndRunsNextOnce() {
    var ended = 0
    editor.inform("Couldn't save", on: router) { ended += 1 }
    weak let dialog = editor.lastChild
    editor.finish()
    #expect(ended == 1)
    #expect(dialog == nil)
    #expect(router.stack.description == "level 0: #1 Home")
  }

  @Test func itWaitsItsTurnBehindAnotherDialog() {
    editor.inform("First", on: router)
    editor.inform("Second", on: router)
    #expect(editor.hasWaitingDialog)
    #expect(dialogScreen?.title == "First")
    dialogScreen?.answer("ok")
    #expect(dialogScreen?.title == "Second")
    dialogScreen?.answer("ok")
    #expect(router.stack.description == "level 0: #1 Home, #2 Editor")
  }

  @Test func theAwaitedFormReturnsOnceAcknowledged() async {
    let informing = Task { await editor.inform("Couldn't save", on: router) }
    for _ in 0..<1_000 where dialogScreen == nil { await Task.yield() }
    dialogScreen?.answer("ok")
    await informing.value
    #expect(editor.childCoordinators.isEmpty)
    #expect(router.stack.description == "level 0: #1 Home, #2 Editor")
  }
}
