import FlowsShell

/// The account tab: how many books there are; `reset` deletes the shelf's data.
@MainActor
final class AccountScreen: ShellScreen {
  enum Action: Sendable {
    case reset
  }

  private weak var flow: AccountFlowCoordinator?
  private let store: ShelfStore

  init(flow: AccountFlowCoordinator, store: ShelfStore) {
    self.flow = flow
    self.store = store
  }

  var screenName: String { "Account" }
  var messages: [String] {
    ["\(store.shelf.books.count) books on the shelf"]
  }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([.action("reset", .reset)])

  func perform(_ action: Action) {
    switch action {
    case .reset: flow?.onReset?()
    }
  }
}
