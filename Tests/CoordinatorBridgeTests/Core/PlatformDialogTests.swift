import Coordinator
import CoordinatorBridge
import Testing

/// What a platform shows of a dialog, decided in the core: every field of the content reaches
/// the `showDialog` command, a confirmation dialog is an action sheet, and a platform gets one
/// cancel button at most.
@MainActor
@Suite struct PlatformDialogTests {
  enum Sort: String, DialogChoice {
    case title, author, never
  }

  static let sortSheet = DialogContent.confirmationDialog(
    "Sort the shelf by…", message: "Your choice is kept for next time.",
    buttons: [
      DialogButton(Sort.title, title: "Title"),
      DialogButton(Sort.author, title: "Author & year"),
      DialogButton(Sort.never, title: "Don't sort", role: .cancel),
    ])

  @Test func everyFieldReachesTheShowDialogCommand() throws {
    let bridge = NavigationBridge(router: StackRouter())
    let notes = NotesCoordinator(router: bridge)
    var commands: [PlatformCommand] = []
    bridge.display { commands.append($0) }
    notes.start()
    commands = []
    var answers: [Sort?] = []

    try notes.ask(Self.sortSheet, screenName: "Sort", on: bridge) { answers.append($0) }

    let shown = PlatformDialog(
      id: 2,
      content: DialogContent(
        .confirmationDialog, title: "Sort the shelf by…",
        message: "Your choice is kept for next time.",
        buttons: [
          DialogButton("title", key: "title", title: "Title"),
          DialogButton("author", key: "author", title: "Author & year"),
          DialogButton("never", key: "never", title: "Don't sort", role: .cancel),
        ]))
    #expect(commands == [.showDialog(shown, animated: true)])
    #expect(shown.isActionSheet)
    #expect(shown.cancelKey == "never")
    #expect(
      shown.description
        == #"action sheet #2 "Sort the shelf by…" "Your choice is kept for next time.": "#
        + #"title "Title", author "Author & year", never "Don't sort" (cancel)"#)
    #expect(commands.map(\.description) == ["show dialog #2"])

    #expect(bridge.screen(for: 2).map { ($0 as? DialogScreen)?.answer("author") } == true)
    #expect(answers == [.author])
    #expect(commands.map(\.description) == ["show dialog #2", "hide dialog"])
  }

  @Test func swiftUIsModelTellsAnAlertFromAConfirmationDialog() throws {
    let model = NavigationModel(router: StackRouter())
    let notes = NotesCoordinator(router: model.bridge)
    notes.start()
    #expect(model.platformDialog == nil)

    try notes.ask(Self.sortSheet, on: model.bridge) { _ in }

    #expect(model.platformDialog == PlatformDialog(id: 2, content: Self.sortSheet.keyed))
    #expect(model[confirmationDialogAbove: 0])
    #expect(!model[alertAbove: 0])
    #expect(model.dialog?.answer("never") == true)
    #expect(model.platformDialog == nil)
    #expect(!model[confirmationDialogAbove: 0])
  }

  @Test func aConfirmationDialogClosedWithoutAButtonIsAnsweredWithItsCancel() async throws {
    let asking = try Asking(Self.sortSheet)
    let model = asking.model
    let shown = try #require(model.platformDialog)

    // A tap outside the sheet: SwiftUI writes `false` with no button's action.
    model[confirmationDialogAbove: 0, showing: shown.id] = false
    #expect(asking.answers == [])
    await Self.nextTurns()
    #expect(asking.answers == [.never])
    #expect(model.platformDialog == nil)
    #expect(!model[confirmationDialogAbove: 0, showing: nil])
    #expect(asking.everyDialogIsReleased)
  }

  @Test func aButtonsOwnCloseAnswersNothingMoreNorTheNextDialog() async throws {
    let asking = try Asking(Self.sortSheet, Self.sortSheet)
    let model = asking.model
    let first = try #require(model.platformDialog)

    // A button: its action answers first, then SwiftUI writes `false` for the dialog it was.
    #expect(model.dialog?.answer("author") == true)
    let second = try #require(model.platformDialog)
    #expect(second.id != first.id)
    model[confirmationDialogAbove: 0, showing: first.id] = false
    await Self.nextTurns()
    #expect(asking.answers == [.author])
    #expect(model.platformDialog == second)

    // The write first, then the button's action, in the same turn: the button's answer wins.
    model[confirmationDialogAbove: 0, showing: second.id] = false
    #expect(model.answerDialog(second.id, with: "title"))
    await Self.nextTurns()
    #expect(asking.answers == [.author, .title])
    #expect(model.platformDialog == nil)
    #expect(asking.everyDialogIsReleased)
  }

  @Test func aLateTapAnswersOnlyTheDialogItWasFor() throws {
    let asking = try Asking(Self.sortSheet, Self.sortSheet)
    let model = asking.model
    let first = try #require(model.platformDialog)

    #expect(model.answerDialog(first.id, with: "title"))
    let second = try #require(model.platformDialog)
    #expect(!model.answerDialog(first.id, with: "author"))
    #expect(!model.answerDialog(second.id, with: "nonsense"))
    #expect(asking.answers == [.title])
    #expect(model.platformDialog == second)
    #expect(model.answerDialog(second.id, with: "author"))
    #expect(asking.answers == [.title, .author])
    #expect(model.platformDialog == nil)
    #expect(asking.everyDialogIsReleased)
  }

  @Test func aConfirmationDialogWithoutACancelStaysUntilAnswered() async throws {
    let noCancel = DialogContent.confirmationDialog(
      "Sort the shelf by…",
      buttons: [
        DialogButton(Sort.title, title: "Title"),
        DialogButton(Sort.author, title: "Author & year"),
      ])
    let asking = try Asking(noCancel)
    let model = asking.model
    let shown = try #require(model.platformDialog)
    #expect(shown.needsAButton)
    #expect(!PlatformDialog(id: 1, content: Self.sortSheet.keyed).needsAButton)

    model[confirmationDialogAbove: 0, showing: shown.id] = false
    await Self.nextTurns()
    #expect(asking.answers == [])
    #expect(model.platformDialog == shown)
    #expect(model[confirmationDialogAbove: 0, showing: shown.id])
    #expect(model.answerDialog(shown.id, with: "title"))
    #expect(asking.answers == [.title])
    #expect(asking.everyDialogIsReleased)
  }

  /// A SwiftUI model whose flow asked `contents` in order, with the answers heard, in order.
  @MainActor final class Asking {
    let model = NavigationModel(router: StackRouter())
    let notes: NotesCoordinator
    private(set) var answers: [Sort?] = []
    /// Every dialog asked, held weakly: each must be released once answered.
    private var dialogs: [WeakDialog] = []

    init(_ contents: DialogContent<Sort>...) throws {
      notes = NotesCoordinator(router: model.bridge)
      notes.start()
      for content in contents {
        try notes.ask(content, on: model.bridge) { [weak self] in self?.answers.append($0) }
        dialogs.append(WeakDialog(flow: notes.childCoordinators.last))
      }
    }

    /// Whether every dialog asked has left the tree and been released.
    var everyDialogIsReleased: Bool {
      notes.childCoordinators.isEmpty && dialogs.allSatisfy { $0.flow == nil }
    }
  }

  /// A dialog's flow, held weakly.
  struct WeakDialog {
    weak var flow: (any FlowCoordinator)?
  }

  /// Lets the main actor run what was scheduled on its next turns.
  static func nextTurns() async {
    for _ in 0..<5 { await Task.yield() }
  }

  @Test func aSecondCancelIsShownAsAPlainButton() {
    let dialog = PlatformDialog(
      id: 7,
      content: .alert(
        "Leave?",
        buttons: [
          DialogButton("stay", key: "stay", title: "Stay", role: .cancel),
          DialogButton("later", key: "later", title: "Later", role: .cancel),
          DialogButton("go", key: "go", title: "Go", role: .destructive),
        ]))

    #expect(
      dialog.buttons == [
        DialogButton("stay", key: "stay", title: "Stay", role: .cancel),
        DialogButton("later", key: "later", title: "Later"),
        DialogButton("go", key: "go", title: "Go", role: .destructive),
      ])
    #expect(!dialog.isActionSheet)
    #expect(dialog.cancelKey == "stay")
    #expect(
      dialog.description
        == #"alert #7 "Leave?": stay "Stay" (cancel), later "Later", go "Go" (destructive)"#)
  }

  @Test func theScreensCommandsCarryTheContentGiven() {
    let content = Self.sortSheet.keyed
    #expect(
      PlatformScreens(root: [1]).commands(
        toShow: PlatformScreens(root: [1], dialog: 2), animated: false, dialogContent: content)
        == [.showDialog(PlatformDialog(id: 2, content: content), animated: false)])
    #expect(
      PlatformScreens(root: [1]).commands(
        toShow: PlatformScreens(root: [1], dialog: 2), animated: false)
        == [.showDialog(PlatformDialog(id: 2), animated: false)])
  }
}
