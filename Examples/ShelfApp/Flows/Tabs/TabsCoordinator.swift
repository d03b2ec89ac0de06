import Coordinator

/// The tab bar: a stack per tab, books selected at first, each tab's flow started the first
/// time its tab shows.
@MainActor
final class TabsCoordinator: BaseCoordinator {
  let router: StackRouter
  let store: ShelfStore
  /// What Account's `reset` does.
  var onReset: (@MainActor () -> Void)?

  // Each tab's flow, made once: when its tab first shows, or when a path names it first.
  private var books: BooksFlowCoordinator?
  private var search: SearchFlowCoordinator?
  private var account: AccountFlowCoordinator?

  init(router: StackRouter, store: ShelfStore) {
    self.router = router
    self.store = store
  }

  override func start() {
    super.start()
    router.setTabs(
      ShelfTab.allCases.map(\.rawValue), selected: ShelfTab.books.rawValue, owner: self,
      animated: false
    ) { [weak self] name in
      if let tab = ShelfTab(rawValue: name) {
        self?.tabDidShow(tab)
      }
    }
  }

  /// The router of `tab`'s stack.
  private func tabRouter(_ tab: ShelfTab) -> TabStackRouter {
    guard let tabRouter = router.router(forTab: tab.rawValue) else {
      preconditionFailure("the tabs are set in start()")
    }
    return tabRouter
  }

  var booksFlow: BooksFlowCoordinator {
    if let books { return books }
    let flow = BooksFlowCoordinator(router: tabRouter(.books), store: store)
    flow.onDelete = { [weak self] id in self?.delete(book: id) }
    books = flow
    return flow
  }

  var searchFlow: SearchFlowCoordinator {
    if let search { return search }
    let flow = SearchFlowCoordinator(router: tabRouter(.search), store: store)
    flow.onDelete = { [weak self] id in self?.delete(book: id) }
    search = flow
    return flow
  }

  var accountFlow: AccountFlowCoordinator {
    if let account { return account }
    let flow = AccountFlowCoordinator(router: tabRouter(.account), store: store)
    flow.onReset = { [weak self] in self?.onReset?() }
    account = flow
    return flow
  }

  /// The AddBook flow presented over the tabs, if one runs.
  var addition: AddBookFlowCoordinator? { books?.addition }

  /// The flows that have started, with their tabs, in the tab bar's order.
  var startedFlows: [(tab: ShelfTab, flow: any PathCoordinator)] {
    var flows: [(ShelfTab, any PathCoordinator)] = []
    if let books, books.lifecycle == .running { flows.append((.books, books)) }
    if let search, search.lifecycle == .running { flows.append((.search, search)) }
    if let account, account.lifecycle == .running { flows.append((.account, account)) }
    return flows
  }

  /// The flow of `tab`, as a path goes on with it.
  func flow(for tab: ShelfTab) -> any PathCoordinator {
    switch tab {
    case .books: booksFlow
    case .search: searchFlow
    case .account: accountFlow
    }
  }

  /// Deletes book `id` and takes every screen of it off every tab, with the editors over them.
  func delete(book id: Int) {
    store.delete(id)
    for host in [books as (any BookHost)?, search].compactMap({ $0 })
    where host.lifecycle == .running {
      host.close(book: id)
    }
  }

  /// Selects `tab`, as a call in code; its flow starts if it never showed.
  func select(_ tab: ShelfTab, animated: Bool) {
    // Cannot fail: the tabs are set in start() and `tab` is one of them.
    try? router.selectTab(tab.rawValue, animated: animated)
  }

  /// Starts the flow of `tab` the first time it shows.
  private func tabDidShow(_ tab: ShelfTab) {
    let flow: BaseCoordinator =
      switch tab {
      case .books: booksFlow
      case .search: searchFlow
      case .account: accountFlow
      }
    if flow.lifecycle == .idle {
      startChild(flow, on: router)
    }
  }
}
