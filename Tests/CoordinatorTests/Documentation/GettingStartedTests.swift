import Coordinator
import MVVM
import Observation
import Testing

// The listings of the DocC article "Getting Started" (Coordinator.docc/GettingStarted.md),
// in the order the article shows them. `ArticleListingTests` checks that they still match.

final class CatalogScreen: Presentable {
  let viewModel: CatalogViewModel
  init(viewModel: CatalogViewModel) { self.viewModel = viewModel }
}

final class CheckoutScreen: Presentable {
  let viewModel: CheckoutViewModel
  init(viewModel: CheckoutViewModel) { self.viewModel = viewModel }
}

@MainActor
protocol CatalogOutput: ViewModelOutput {
  func catalogDidTapCheckout(_ viewModel: CatalogViewModel)
}

@Observable
final class CatalogViewModel: ViewModel {
  let products = ["Tea", "Scones", "Jam"]
  private(set) var basket: [String] = []
  @ObservationIgnored private weak var output: (any CatalogOutput)?

  init(output: any CatalogOutput) { self.output = output }

  func addButtonTapped(_ product: String) { basket.append(product) }

  func checkoutButtonTapped() { output?.catalogDidTapCheckout(self) }
}

@MainActor
protocol CheckoutOutput: ViewModelOutput {
  func checkoutDidPay(_ viewModel: CheckoutViewModel)
}

@Observable
final class CheckoutViewModel: ViewModel {
  let items: [String]
  @ObservationIgnored private weak var output: (any CheckoutOutput)?

  init(items: [String], output: any CheckoutOutput) {
    self.items = items
    self.output = output
  }

  func payButtonTapped() { output?.checkoutDidPay(self) }
}

final class CheckoutFlow: BaseCoordinator {
  private let router: any Router
  private let items: [String]

  init(router: any Router, items: [String]) {
    self.router = router
    self.items = items
  }

  override func start() {
    super.start()
    let viewModel = CheckoutViewModel(items: items, output: self)
    // However this first screen leaves (paying, the back button, a swipe), the flow ends.
    router.push(CheckoutScreen(viewModel: viewModel), owner: self) { [weak self] in
      self?.finish()
    }
  }
}

extension CheckoutFlow: CheckoutOutput {
  func checkoutDidPay(_ viewModel: CheckoutViewModel) {
    finish()
  }
}

final class CatalogFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.setRoot(CatalogScreen(viewModel: CatalogViewModel(output: self)), owner: self)
  }
}

extension CatalogFlow: CatalogOutput {
  func catalogDidTapCheckout(_ viewModel: CatalogViewModel) {
    let checkout = CheckoutFlow(router: router, items: viewModel.basket)
    addDependency(checkout)
    checkout.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)  // takes the flow's screens off, if any are left
      self?.removeDependency(flow)  // releases the flow
    }
    checkout.start()
  }
}

final class ShopCoordinator: BaseCoordinator {
  let router = StackRouter(isJournaling: true)

  override func start() {
    super.start()
    let catalog = CatalogFlow(router: router)
    addDependency(catalog)
    catalog.start()
  }
}

@MainActor
@Suite struct GettingStartedTests {
  @Test func aShopperPaysThenLeavesTheCheckoutWithTheBackButton() throws {
    let shop = ShopCoordinator()
    shop.start()
    #expect(
      CoordinatorTree(shop, router: shop.router).render(.text) == """
        ShopCoordinator
        └── CatalogFlow [#1 CatalogScreen]
        """)

    // Be the view: call the inputs of the screen on top.
    let catalog = try #require(shop.router.topScreen as? CatalogScreen)
    catalog.viewModel.addButtonTapped("Tea")
    catalog.viewModel.checkoutButtonTapped()
    #expect(
      CoordinatorTree(shop, router: shop.router).render(.text) == """
        ShopCoordinator
        └── CatalogFlow [#1 CatalogScreen]
            └── CheckoutFlow [#2 CheckoutScreen]
        """)
    let checkout = try #require(shop.router.topScreen as? CheckoutScreen)
    #expect(checkout.viewModel.items == ["Tea"])

    checkout.viewModel.payButtonTapped()
    #expect(
      CoordinatorTree(shop, router: shop.router).render(.text) == """
        ShopCoordinator
        └── CatalogFlow [#1 CatalogScreen]
        """)

    // Again, and this time leave with the platform's back button.
    catalog.viewModel.checkoutButtonTapped()
    weak let secondCheckout = shop.childCoordinators[0].childCoordinators.first
    #expect(secondCheckout?.lifecycle == .running)
    try shop.router.goBack()
    #expect(secondCheckout == nil)
    #expect(shop.router.stack.description == "level 0: #1 CatalogScreen")

    #expect(
      shop.router.journal.map(\.description) == [
        "root #1 CatalogScreen replaced nothing (not animated)",
        "pushed #2 CheckoutScreen",
        "popped #2 CheckoutScreen",
        "pushed #3 CheckoutScreen",
        "interactive pop of #3 CheckoutScreen began",
        "popped #3 CheckoutScreen (interactive)",
      ])
  }
}
