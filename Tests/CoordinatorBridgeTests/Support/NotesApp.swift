import Coordinator

/// The answers an editor asks before it loses a draft.
enum Discard: String, DialogChoice {
  case discard, keep

  /// The editor's question: an alert with a message, a destructive and a cancel choice.
  static let alert = DialogContent.alert(
    "Discard changes?", message: "Your note will be lost.",
    buttons: [
      DialogButton(Discard.discard, title: "Discard", role: .destructive),
      DialogButton(Discard.keep, title: "Keep Editing", role: .cancel),
    ])
}

/// A note, pushed with its history screen on request.
final class NoteFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(NoteScreen("Note"), owner: self) { [weak self] in self?.finish() }
  }

  func historyTapped() { router.push(NoteScreen("History"), owner: self) }
}

/// A share sheet: a presented flow of one screen.
final class ShareFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.present(NoteScreen("Share"), owner: self) { [weak self] in self?.finish() }
  }

  func sendTapped() { finish() }
}

/// An editor that keeps a draft from the platform's moves: it refuses to leave with unsaved
/// changes and asks whether to discard them.
final class EditorFlow: BaseCoordinator, LeaveGuard {
  private let router: any Router
  private let presented: Bool
  var isDirty = false

  init(router: any Router, presented: Bool) {
    self.router = router
    self.presented = presented
  }

  override func start() {
    super.start()
    if presented {
      router.present(NoteScreen("Editor"), owner: self) { [weak self] in self?.finish() }
    } else {
      router.push(NoteScreen("Editor"), owner: self) { [weak self] in self?.finish() }
    }
  }

  func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
    isDirty ? .stay(reason: "unsaved changes") : .leave
  }

  func leaveRefused(_ request: LeaveRequest) {
    try? ask(Discard.alert, on: router) { [weak self] in
      if $0 == .discard { self?.finish() }
    }
  }
}

/// The root of the notes app: a list, and flows started from it on one router.
final class NotesCoordinator: BaseCoordinator {
  let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.setRoot(NoteScreen("Notes"), owner: self)
  }

  @discardableResult
  func noteTapped() -> NoteFlow { startFlow(NoteFlow(router: router)) }

  @discardableResult
  func shareTapped() -> ShareFlow { startFlow(ShareFlow(router: router)) }

  @discardableResult
  func editTapped(presented: Bool = false) -> EditorFlow {
    startFlow(EditorFlow(router: router, presented: presented))
  }

  /// Starts `flow` as a child whose screens leave the router when it ends.
  private func startFlow<Flow: BaseCoordinator>(_ flow: Flow) -> Flow {
    addDependency(flow)
    flow.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)
      self?.removeDependency(flow)
    }
    flow.start()
    return flow
  }
}

/// A tab app: Inbox and Archive, each with a list as its root and notes pushed on it.
final class MailCoordinator: BaseCoordinator {
  let router: StackRouter

  init(router: StackRouter) { self.router = router }

  override func start() {
    super.start()
    router.setTabs(
      ["Inbox", "Archive"], selected: "Inbox", owner: self, animated: false,
      onSelect: { [weak self] tab in self?.tabShown(tab) })
  }

  private func tabShown(_ tab: String) {
    guard let tabRouter = router.router(forTab: tab),
      tabRouter.container.stack.tabs?
        .first(where: { $0.name == tab })?.entries.isEmpty ?? false
    else { return }
    tabRouter.setRoot(NoteScreen(tab), owner: self)
  }

  /// Pushes a note flow on `tab`'s stack.
  @discardableResult
  func noteTapped(in tab: String, guarded: Bool = false) -> EditorFlow? {
    guard let tabRouter = router.router(forTab: tab) else { return nil }
    let flow = EditorFlow(router: tabRouter, presented: false)
    flow.isDirty = guarded
    addDependency(flow)
    flow.flowCompletion = { [weak self, tabRouter] flow in
      tabRouter.popFlow(flow, animated: true)
      self?.removeDependency(flow)
    }
    flow.start()
    return flow
  }
}
