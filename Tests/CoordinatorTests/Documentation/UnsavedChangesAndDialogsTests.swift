import Coordinator
import Testing

// The listings of the DocC article "Unsaved Changes and Dialogs"
// (Coordinator.docc/UnsavedChangesAndDialogs.md). `ArticleListingTests` checks that they still
// match.

/// A headless screen with a name.
final class DiaryScreen: Presentable {
  let screenName: String

  init(_ name: String) { screenName = name }
}

/// The answers of the question an editor asks before it loses a draft.
enum DiscardChoice: String, DialogChoice {
  case discard, keep

  /// The question: its title, a message, and buttons a person reads, each with its role.
  static let question = DialogContent.alert(
    "Discard changes?", message: "Your entry will be lost.",
    buttons: [
      DialogButton(DiscardChoice.discard, title: "Discard", role: .destructive),
      DialogButton(DiscardChoice.keep, title: "Keep Editing", role: .cancel),
    ])
}

/// An editor that will not lose a draft to the back button: it asks first.
final class EntryEditorFlow: BaseCoordinator, LeaveGuard {
  private let router: any Router
  private(set) var draft = ""
  private var saved = ""

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(DiaryScreen("Editor"), owner: self) { [weak self] in self?.finish() }
  }

  func textChanged(_ text: String) { draft = text }

  var hasUnsavedChanges: Bool { draft != saved }

  func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
    hasUnsavedChanges ? .stay(reason: "unsaved changes") : .leave
  }

  func leaveRefused(_ request: LeaveRequest) {
    // A link is refused with its reason; a gesture gets a question.
    guard request != .link else { return }
    // Its keys are fixed words: it cannot throw.
    try? ask(DiscardChoice.question, screenName: "Alert", on: router) { [weak self] answer in
      if answer == .discard { self?.finish() }
    }
  }
}

/// The app: a list, and the editor pushed over it.
final class DiaryFlow: BaseCoordinator {
  let router: StackRouter
  private(set) weak var editor: EntryEditorFlow?

  init(router: StackRouter) { self.router = router }

  override func start() {
    super.start()
    router.setRoot(DiaryScreen("Diary"), owner: self)
  }

  func editTapped() {
    let flow = EntryEditorFlow(router: router)
    editor = flow
    startChild(flow, on: router)
  }

  /// Whether the person really wants to delete everything.
  func clearTapped() async throws -> Bool {
    let answer = try await ask(
      .confirmationDialog(
        "Delete every entry?",
        buttons: [
          DialogButton(ClearChoice.delete, title: "Delete Everything", role: .destructive),
          DialogButton(ClearChoice.cancel, title: "Cancel", role: .cancel),
        ]), on: router)
    return answer == .delete
  }

  /// Tells the person the export failed: one button, no choice type, nothing to throw.
  func exportFailed() {
    inform("Couldn't export", message: "The disk is full.", on: router)
  }
}

/// The answers of a confirmation.
enum ClearChoice: String, DialogChoice {
  case delete, cancel
}

/// A first launch, whose end swaps the root for the diary.
final class DiaryWelcomeFlow: BaseCoordinator {
  private let router: StackRouter

  init(router: StackRouter) { self.router = router }

  override func start() {
    super.start()
    router.setRoot(DiaryScreen("Welcome"), owner: self)
  }
}

@MainActor
@Suite struct UnsavedChangesAndDialogsTests {
  let router = StackRouter(isJournaling: true)
  let diary: DiaryFlow

  init() {
    diary = DiaryFlow(router: router)
    diary.start()
  }

  @Test func theBackButtonIsRefusedAndTheEditorAsks() throws {
    diary.editTapped()
    diary.editor?.textChanged("Buy milk")
    _ = router.takeJournal()

    try router.goBack()

    #expect(
      router.takeJournal().map(\.description) == [
        "interactive pop of #2 Editor began",
        "#2 Editor stayed (interactive): unsaved changes",
        "presented #3 Alert on level 1",
      ])
    #expect(
      router.stack.description == """
        level 0: #1 Diary, #2 Editor
        level 1 (dialog): #3 Alert
        """)
    #expect(
      CoordinatorTree(diary, router: router).render(.text) == """
        DiaryFlow [#1 Diary]
        └── EntryEditorFlow [#2 Editor]
            └── Dialog [#3 Alert]
        """)

    weak let editor = diary.editor
    let alert = try #require(router.topScreen as? DialogScreen)
    alert.answer("discard")
    #expect(editor == nil)
    #expect(router.stack.description == "level 0: #1 Diary")
  }

  @Test func aDialogTakesNoOtherMove() throws {
    diary.editTapped()
    diary.editor?.textChanged("Buy milk")
    try router.goBack()

    #expect(throws: RouterError.dialogShown) { try router.goBack() }
    #expect(throws: RouterError.dialogShown) { try router.swipeToDismiss() }
    #expect(throws: RouterError.dialogShown) { try router.dismiss(animated: true) }
    #expect(router.stack.showsDialog)
  }

  @Test func anAwaitedQuestion() async throws {
    let answer = Task { try await diary.clearTapped() }
    #expect(await yieldUntil { router.stack.showsDialog })

    try #require(router.topScreen as? DialogScreen).answer("delete")

    #expect(try await answer.value)
    #expect(router.stack.description == "level 0: #1 Diary")
  }

  @Test func whatTheQuestionShows() throws {
    diary.editTapped()
    diary.editor?.textChanged("Buy milk")
    try router.goBack()

    let alert = try #require(router.topScreen as? DialogScreen)
    #expect(alert.content(of: DiscardChoice.self) == DiscardChoice.question)
    #expect(alert.title == "Discard changes?")
    #expect(alert.message == "Your entry will be lost.")
    #expect(alert.buttons.map(\.title) == ["Discard", "Keep Editing"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
  }

  @Test func aDialogOverADialogWaitsItsTurn() async throws {
    diary.editTapped()
    diary.editor?.textChanged("Buy milk")
    try router.goBack()
    let cleared = Task { try await diary.clearTapped() }
    #expect(await yieldUntil { diary.hasWaitingDialog })

    #expect(diary.editor?.isShowingDialog == true)
    #expect(router.stack.description.hasSuffix("level 1 (dialog): #3 Alert"))
    try #require(router.topScreen as? DialogScreen).answer("keep")

    #expect(diary.isShowingDialog)
    #expect(router.stack.description.hasSuffix("level 1 (dialog): #4 Dialog"))
    try #require(router.topScreen as? DialogScreen).answer("cancel")
    #expect(try await cleared.value == false)
  }

  @Test func aRootSwapInOneChange() {
    let router = StackRouter(isJournaling: true)
    let app = BaseCoordinator()
    app.start()
    app.startChild(DiaryWelcomeFlow(router: router), on: router)
    _ = router.takeJournal()

    app.swapRoot(to: DiaryFlow(router: router), on: router)

    #expect(
      router.takeJournal().map(\.description) == [
        "root #2 Diary replaced #1 Welcome (not animated)"
      ])
    #expect(app.childCoordinators.map(\.name) == ["DiaryFlow"])
  }

  @Test func aDialogThatOnlyInforms() throws {
    diary.exportFailed()

    let alert = try #require(router.topScreen as? DialogScreen)
    #expect(
      alert.content(of: String.self)
        == .informing("Couldn't export", message: "The disk is full."))
    #expect(alert.buttons == [DialogButton("ok", key: "ok", title: "OK")])
    alert.answer("ok")
    #expect(router.stack.description == "level 0: #1 Diary")
  }
}
