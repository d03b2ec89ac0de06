import Coordinator
import Testing

// The listings of the article "Choosing a Navigation Style", line for line (ArticleListingTests
// checks it), and tests that run each style to its end.

final class ReceiptFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(TestScreen("Receipt"), owner: self) { [weak self] in self?.finish() }
  }
}

enum OrderRoute {
  case basket
  case payment(total: Int)
  case placed
}

final class OrderFlow: BaseCoordinator {
  private let router: any Router

  private(set) lazy var routes = RouteNavigator<OrderRoute>(router: router, owner: self) {
    route, _ in
    switch route {
    case .basket: .screen(TestScreen("Basket"))
    case .payment(let total): .screen(TestScreen("Payment of \(total)"))
    case .placed: .finishFlow
    }
  }

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    routes.navigate(to: .basket) { [weak self] in self?.finish() }
  }
}

@MainActor
@Suite struct ChoosingANavigationStyleTests {
  /// A root with one screen, the flows under test started on its router.
  final class Root: BaseCoordinator {
    let router = StackRouter()

    override func start() {
      super.start()
      router.setRoot(TestScreen("Home"), owner: self)
    }
  }

  @Test func theStackRouterFlowEndsWithItsScreen() throws {
    let root = Root()
    root.start()
    weak var flow: ReceiptFlow?
    do {
      let receipt = ReceiptFlow(router: root.router)
      flow = receipt
      root.startChild(receipt, on: root.router)
    }
    #expect(
      CoordinatorTree(root, router: root.router).render(.text) == """
        Root [#1 Home]
        └── ReceiptFlow [#2 Receipt]
        """)
    try root.router.goBack()
    #expect(flow == nil)
    #expect(root.router.stack.description == "level 0: #1 Home")
    #expect(root.childCoordinators.isEmpty)
  }

  @Test func theRouteEnumFlowBuildsEveryScreenAndEndsByRoute() {
    let root = Root()
    root.start()
    weak var flow: OrderFlow?
    do {
      let order = OrderFlow(router: root.router)
      flow = order
      root.startChild(order, on: root.router)
      order.routes.navigate(to: .payment(total: 30))
    }
    #expect(root.router.stack.description == "level 0: #1 Home, #2 Basket, #3 Payment of 30")
    flow?.routes.navigate(to: .placed)
    #expect(flow == nil)
    #expect(root.router.stack.description == "level 0: #1 Home")
    #expect(root.childCoordinators.isEmpty)
  }

  @Test func aPathIsCheckedWholeBeforeAnythingMoves() throws {
    let app = LibraryApp()
    try app.navigation.apply(string: "/books/42")
    #expect(app.navigation.currentPath.description == "/books/42")
    #expect(throws: PathError.self) { try app.navigation.apply(string: "/books/7") }
    #expect(app.navigation.currentPath.description == "/books/42")
  }
}
