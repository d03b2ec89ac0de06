import Coordinator

/// The account tab: Account, whose `reset` the app carries out.
@MainActor
final class AccountFlowCoordinator: BaseCoordinator {
  private let router: any Router
  private let store: ShelfStore
  /// What `reset` does: the app deletes the shelf's data and starts over.
  var onReset: (@MainActor () -> Void)?

  init(router: any Router, store: ShelfStore) {
    self.router = router
    self.store = store
  }

  override func start() {
    super.start()
    router.push(AccountScreen(flow: self, store: store), owner: self, animated: false) {
      [weak self] in self?.finish()
    }
  }
}
