import Coordinator
import FlowsShell
import MVVM

/// The compose sheet's flow: a draft, posted or left. With a draft, leaving by `cancel` or a
/// swipe-down asks "Discard draft?" first.
@MainActor
final class ComposeFlow: BaseCoordinator, LeaveGuard {
  /// The answers of the `Discard draft?` dialog.
  enum Discard: String, DialogChoice {
    case discard, keep
  }

  private let router: any Router
  private let post: @MainActor (String) -> Void
  private(set) var draft = ""

  init(router: any Router, post: @escaping @MainActor (String) -> Void) {
    self.router = router
    self.post = post
  }

  override func start() {
    super.start()
    router.present(ComposeScreen(flow: self), owner: self) { [weak self] in self?.finish() }
  }

  func type(_ text: String) { draft += draft.isEmpty ? text : " " + text }

  /// Posts the draft and leaves; refused with an empty draft.
  func send() throws(ScreenActionError) {
    guard !draft.isEmpty else { throw .invalidArgument("nothing to post") }
    post(draft)
    finish()
  }

  /// Leaves, or asks first when there is a draft.
  func cancel() {
    draft.isEmpty ? finish() : askToDiscard()
  }

  func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
    draft.isEmpty ? .leave : .stay(reason: "a draft")
  }

  func leaveRefused(_ request: LeaveRequest) {
    if request != .link { askToDiscard() }
  }

  private func askToDiscard() {
    let content = DialogContent<Discard>.alert(
      "Discard draft?", message: nil,
      buttons: [
        DialogButton(.discard, title: "Discard", role: .destructive),
        DialogButton(.keep, title: "Keep", role: .cancel),
      ])
    try? ask(content, screenName: "Alert", on: router) { [weak self] answer in
      if answer == .discard { self?.finish() }
    }
  }
}

/// The compose sheet: what is typed so far is its state.
@MainActor
final class ComposeScreen: ShellScreen, StateDeclaring {
  enum Action: Sendable {
    case type(String)
    case send, cancel
  }

  struct State: Equatable, Sendable {
    var draft: String
  }

  private weak var flow: ComposeFlow?

  init(flow: ComposeFlow) { self.flow = flow }

  var screenName: String { "Compose" }
  var state: State { State(draft: flow?.draft ?? "") }
  var messages: [String] { [] }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([
    .action("type", .text(length: 1...40), samples: ["Hello"]) { .type($0) },
    .action("send", .send), .action("cancel", .cancel),
  ])

  func perform(_ action: Action) throws(ScreenActionError) {
    switch action {
    case .type(let text): flow?.type(text)
    case .send: try flow?.send()
    case .cancel: flow?.cancel()
    }
  }
}
