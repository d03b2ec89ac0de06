import Coordinator
import Testing

// The listings of the doc comments of `Results/`, `Dialogs/` and `Guards/`, each in the suite
// of its source file, compiled and run. `DocCommentListingTests` checks that they still match.

/// What the flows of these listings return.
struct Item: Equatable, Sendable {
  var title: String
}

/// The listing of `ReturningCoordinator.swift`.
@MainActor
@Suite struct ReturningCoordinatorDocComment {
  final class NewItemFlow: ReturningCoordinator<Item> {
    func onSave(_ item: Item) { finish(with: item) }
  }

  @Test func theParentHearsTheSavedItem() {
    let parent = BaseCoordinator()
    let router = StackRouter()
    parent.start()
    let flow = NewItemFlow()
    let heard = Heard<Item>()
    parent.runChild(flow, on: router) { heard.append($0) }
    flow.onSave(Item(title: "Tea"))
    #expect(heard.values == [Item(title: "Tea")])
  }
}

/// The listings of `BaseCoordinator+Results.swift`: a result heard in a callback and awaited.
@MainActor
@Suite struct RunChildDocComment {
  final class NewItemFlow: ReturningCoordinator<Item> {
    private let router: any Router

    init(router: any Router) { self.router = router }

    override func start() {
      super.start()
      router.push(DocScreen("NewItem"), owner: self) { [weak self] in self?.finish() }
    }

    func onSave(_ item: Item) { finish(with: item) }
  }

  final class ListFlow: BaseCoordinator {
    let router = StackRouter()
    private(set) var shown: [Item] = []

    override func start() {
      super.start()
      router.setRoot(DocScreen("List"), owner: self)
    }

    func show(_ item: Item) { shown.append(item) }

    func newItemTapped() {
      runChild(NewItemFlow(router: router), on: router) { [weak self] item in
        if let item { self?.show(item) }
      }
    }

    func addItem() async {
      guard let item = await runChild(NewItemFlow(router: router), on: router) else { return }
      show(item)
    }

    var newItem: NewItemFlow? { childCoordinators.last as? NewItemFlow }
  }

  @Test func aCallbackHearsTheItemOrNothing() throws {
    let list = ListFlow()
    list.start()
    list.newItemTapped()
    list.newItem?.onSave(Item(title: "Tea"))
    list.newItemTapped()
    try list.router.pop(animated: true)  // the back button: no item
    #expect(list.shown == [Item(title: "Tea")])
  }

  @Test func anAwaitingFlowHearsTheItem() async {
    let list = ListFlow()
    list.start()
    let adding = Task { await list.addItem() }
    #expect(await yieldUntil { list.newItem != nil })
    list.newItem?.onSave(Item(title: "Jam"))
    await adding.value
    #expect(list.shown == [Item(title: "Jam")])
  }
}

/// The listings of `Dialog.swift`, `BaseCoordinator+Dialogs.swift` and the informing dialog's.
@MainActor
@Suite struct DialogDocComment {
  enum Discard: String, DialogChoice {
    case discard, keep
  }

  final class EditorFlow: BaseCoordinator {
    let router = StackRouter()

    /// The listing of `Dialog.swift`, whose choice type is its own.
    func closeTapped() throws {
      enum Discard: String, DialogChoice { case discard, keep }

      let dialog = try Dialog(
        .alert(
          "Discard changes?", message: "Your edits will be lost.",
          buttons: [
            DialogButton(Discard.discard, title: "Discard", role: .destructive),
            DialogButton(Discard.keep, title: "Keep Editing", role: .cancel),
          ]), router: router)
      runChild(dialog, on: router) { [weak self] choice in
        if choice == .discard { self?.finish() }
      }
    }

    /// The listing of `BaseCoordinator+Dialogs.swift`.
    func backTapped() throws {
      try ask(
        .alert(
          "Discard changes?",
          buttons: [
            DialogButton(Discard.discard, title: "Discard", role: .destructive),
            DialogButton(Discard.keep, title: "Keep Editing", role: .cancel),
          ]), on: router
      ) { [weak self] in
        if $0 == .discard { self?.finish() }
      }
    }

    /// The listing of `BaseCoordinator+InformingDialogs.swift`.
    func loginFailed() {
      inform("Couldn't log in", message: "Check your password.", on: router)
    }

    var dialogScreen: DialogScreen? { router.topScreen as? DialogScreen }
  }

  /// The listing of `DialogContent.swift`, and those of `DialogButton.swift`.
  @Test func contentIsAValue() throws {
    let content = DialogContent.alert(
      "Discard changes?", message: "Your edits to Dune will be lost.",
      buttons: [
        DialogButton(Discard.discard, title: "Discard", role: .destructive),
        DialogButton(Discard.keep, title: "Keep Editing", role: .cancel),
      ])
    #expect(content.choices == [.discard, .keep])

    enum EndMeeting: String, DialogChoice { case saveAndEnd, discard }
    let buttons = [
      DialogButton(EndMeeting.saveAndEnd, title: "Save and end"),
      DialogButton(EndMeeting.discard, title: "Discard", role: .destructive),
    ]
    #expect(buttons.map(\.key) == ["saveAndEnd", "discard"])
  }

  @Test func discardingEndsTheEditor() throws {
    let editor = EditorFlow()
    editor.start()
    try editor.closeTapped()
    #expect(editor.dialogScreen?.answer("keep") == true)
    #expect(editor.lifecycle == .running)
    try editor.backTapped()
    #expect(editor.dialogScreen?.answer("discard") == true)
    #expect(editor.lifecycle == .finished)
  }

  /// The listings of `BaseCoordinator+InformingDialogs.swift` and `DialogContent+Informing.swift`.
  @Test func anErrorOnlyInforms() {
    let editor = EditorFlow()
    editor.start()
    editor.loginFailed()
    let content = DialogContent.informing("Couldn't log in", message: "Check your password.")
    #expect(editor.dialogScreen?.content(of: String.self) == content)
    #expect(editor.dialogScreen?.answer("ok") == true)
    #expect(editor.childCoordinators.isEmpty)
  }
}
