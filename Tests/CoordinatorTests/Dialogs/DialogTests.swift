import Coordinator
import Foundation
import Testing

/// Dialogs: a typed presentation answered exactly once, or with nothing when torn down; a level
/// nothing goes on and no platform move takes off; shown in the stack and the tree.
@MainActor
@Suite struct DialogTests {
  enum Discard: String, DialogChoice {
    case discard, keep

    /// The editor's alert: a message, a destructive and a cancel choice.
    static let alert = DialogContent.alert(
      "Discard changes?", message: "Your edits will be lost.",
      buttons: [
        DialogButton(Discard.discard, title: "Discard", role: .destructive),
        DialogButton(Discard.keep, title: "Keep Editing", role: .cancel),
      ])

    /// A plain alert asking `title`, offering `choices` titled by their keys.
    static func question(_ title: String, _ choices: [Discard] = [.discard, .keep])
      -> DialogContent<Discard>
    {
      .alert(title, buttons: choices.map { DialogButton($0, title: $0.key.capitalized) })
    }
  }

  let router = StackRouter(isJournaling: true)
  let app: TestFlow
  let editor: TestFlow

  init() {
    app = TestFlow("App", router: router, screens: ["Home"])
    app.start()
    editor = TestFlow("EditorFlow", router: router, screens: ["Editor"])
    app.startChild(editor)
  }

  /// Asks the editor's question; its answers go to `answers`.
  func askToDiscard(_ answers: Answers) {
    try? editor.ask(Discard.alert, screenName: "Alert", on: router) { answers.values.append($0) }
    _ = router.takeJournal()
  }

  final class Answers {
    var values: [Discard?] = []
  }

  var dialogScreen: DialogScreen? { router.topScreen as? DialogScreen }

  @Test func aDialogIsALevelOfItsOwnInTheStackAndTheTree() throws {
    askToDiscard(Answers())

    #expect(
      router.stack.description == """
        level 0: #1 Home, #2 Editor
        level 1 (dialog): #3 Alert
        """)
    #expect(router.stack.showsDialog)
    #expect(
      router.stack.top
        == RouterEntry(id: 3, screen: "Alert", level: 1, owner: "Dialog", isDialog: true))
    #expect(
      CoordinatorTree(app, router: router).render(.text) == """
        App [#1 Home]
        └── EditorFlow [#2 Editor]
            └── Dialog [#3 Alert]
        """)
    let screen = try #require(dialogScreen)
    #expect(screen.content(of: Discard.self) == Discard.alert)
    #expect(
      screen.content
        == DialogContent(
          .alert, title: "Discard changes?", message: "Your edits will be lost.",
          buttons: [
            DialogButton("discard", key: "discard", title: "Discard", role: .destructive),
            DialogButton("keep", key: "keep", title: "Keep Editing", role: .cancel),
          ]))
    #expect(screen.content(of: String.self) == nil)
    #expect(router.violations(in: app) == [])
  }

  @Test func anAnswerIsToldOnceAfterTheDialogLeftAndReleasesIt() throws {
    let answers = Answers()
    weak var dialog: BaseCoordinator?
    do {
      askToDiscard(answers)
      dialog = editor.childCoordinators.first as? BaseCoordinator
      let screen = try #require(dialogScreen)
      #expect(screen.answer("discard"))
      #expect(!screen.answer("keep"))
    }

    #expect(answers.values == [.discard])
    #expect(dialog == nil)
    #expect(editor.childCoordinators.isEmpty)
    #expect(router.stack.description == "level 0: #1 Home, #2 Editor")
    #expect(router.takeJournal().map(\.description) == ["dismissed #3 Alert"])
  }

  @Test func aLabelTheDialogDoesNotOfferChangesNothing() throws {
    let answers = Answers()
    askToDiscard(answers)

    #expect(!(try #require(dialogScreen)).answer("maybe"))

    #expect(answers.values == [])
    #expect(router.stack.showsDialog)
    #expect(router.takeJournal() == [])
  }

  @Test func nothingIsPushedOrPresentedOnADialog() throws {
    askToDiscard(Answers())
    var poppedAtOnce: [String] = []

    router.push(TestScreen("Other"), owner: nil, animated: true) { poppedAtOnce.append("Other") }
    router.present(TestScreen("Sheet"), owner: nil, animated: true) { poppedAtOnce.append("Sheet") }

    #expect(poppedAtOnce == ["Other", "Sheet"])
    #expect(
      router.takeJournal() == [
        .rejected(.push(4), .dialogShown), .rejected(.present(5), .dialogShown),
      ])
    #expect(router.stack.top?.screen == "Alert")
  }

  @Test func noPlatformMoveNorDismissTakesADialogOff() throws {
    let router = StackRouter(isJournaling: true)
    let app = TestFlow("App", router: router, screens: [])
    app.start()
    router.setTabs(
      ["books", "search"], selected: "books", owner: app, animated: false, onSelect: nil)
    let answers = Answers()
    try app.ask(Discard.question("Sure?"), on: router) { answers.values.append($0) }
    let stack = router.stack
    _ = router.takeJournal()

    #expect(throws: RouterError.dialogShown) { try router.goBack() }
    #expect(throws: RouterError.dialogShown) { try router.beginInteractivePop() }
    #expect(throws: RouterError.dialogShown) { try router.swipeToDismiss() }
    #expect(throws: RouterError.dialogShown) { try router.dismiss(animated: true) }
    #expect(throws: RouterError.dialogShown) { try router.tapTab("search") }

    #expect(router.stack == stack)
    #expect(router.takeJournal() == [])
    #expect(answers.values == [])
    #expect(RouterError.dialogShown.description == "answer the dialog first")
  }

  @Test func aDialogTornDownWithItsOwnerAnswersNothingOnce() {
    let answers = Answers()
    weak var dialog: BaseCoordinator?
    weak var owner: TestFlow?
    do {
      let flow = TestFlow("Compose", router: router, screens: ["Compose"])
      owner = flow
      app.startChild(flow)
      try? flow.ask(Discard.question("Send?"), on: router) { answers.values.append($0) }
      dialog = flow.childCoordinators.first as? BaseCoordinator
      _ = router.takeJournal()
      flow.finish()
    }

    #expect(answers.values == [nil])
    #expect(dialog == nil)
    #expect(owner == nil)
    #expect(router.stack.description == "level 0: #1 Home, #2 Editor")
    #expect(
      router.takeJournal().map(\.description) == ["dismissed #4 Dialog", "popped #3 Compose"])
    #expect(app.childCoordinators.map(\.name) == ["EditorFlow"])
  }

  @Test func aRootReplacedUnderADialogAnswersNothing() {
    let answers = Answers()
    askToDiscard(answers)

    router.setRoot(TestScreen("Welcome"), animated: false)

    #expect(answers.values == [nil])
    #expect(app.lifecycle == .finished)
    #expect(router.stack.description == "level 0: #4 Welcome")
  }

  @Test func anAwaitedDialogReturnsTheChoice() async throws {
    let task = Task { @MainActor [editor, router] in
      try await editor.ask(Discard.alert, on: router)
    }
    #expect(await yieldUntil { router.stack.showsDialog })
    try #require(dialogScreen).answer("keep")

    #expect(try await task.value == .keep)
    #expect(editor.childCoordinators.isEmpty)
    #expect(router.stack.description == "level 0: #1 Home, #2 Editor")
  }

  @Test func aDialogEntryEncodesItsKindAndAnOldEntryDecodesAsNone() throws {
    let entry = RouterEntry(id: 3, screen: "Alert", level: 1, owner: "Dialog", isDialog: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(entry)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"id":3,"isDialog":true,"level":1,"owner":"Dialog","screen":"Alert"}"#)
    #expect(try JSONDecoder().decode(RouterEntry.self, from: data) == entry)
    let old = Data(#"{"id":2,"level":0,"screen":"Editor"}"#.utf8)
    #expect(
      try JSONDecoder().decode(RouterEntry.self, from: old)
        == RouterEntry(id: 2, screen: "Editor", level: 0))
    #expect(
      String(
        decoding: try encoder.encode(RouterEntry(id: 2, screen: "Editor", level: 0)), as: UTF8.self)
        == #"{"id":2,"level":0,"screen":"Editor"}"#)
  }
}

/// What a dialog answers after it ended, and the calls in code that take what it covers.
@MainActor
@Suite struct DialogEndTests {
  let router = StackRouter(isJournaling: true)
  let app = TestFlow("App", router: StackRouter(isJournaling: true), screens: [])

  @Test func anEndedDialogTakesNoAnswerAndSaysSo() throws {
    app.start()
    let dialog = try Dialog(DialogTests.Discard.question("Sure?"), router: router)
    var answers: [DialogTests.Discard?] = []
    app.runChild(dialog, on: router) { answers.append($0) }

    #expect(dialog.answer(.keep))
    #expect(!dialog.answer(.discard))
    #expect(!dialog.screen.answer("discard"))
    #expect(answers == [.keep])
    #expect(router.stack.description == "level 0: (empty)")
  }

  @Test func aChoiceTheDialogDoesNotOfferChangesNothing() throws {
    app.start()
    let dialog = try Dialog(DialogTests.Discard.question("Sure?", [.keep]), router: router)
    app.runChild(dialog, on: router) { _ in }

    #expect(!dialog.answer(.discard))
    #expect(dialog.lifecycle == .running)
    #expect(router.stack.showsDialog)
  }

  @Test func popIsRefusedAndPopToUnderADialogEndsItWithNothing() throws {
    app.start()
    let home = router.push(TestScreen("Home"), animated: false).id
    router.push(TestScreen("Detail"), animated: false)
    var answers: [DialogTests.Discard?] = []
    try app.ask(DialogTests.Discard.question("Sure?", [.keep]), on: router) { answers.append($0) }

    #expect(throws: RouterError.dialogShown) { try router.pop(animated: true) }
    #expect(answers == [])
    try router.pop(to: home, animated: false)

    #expect(answers == [nil])
    #expect(app.childCoordinators.isEmpty)
    #expect(router.stack.description == "level 0: #1 Home")
  }
}
