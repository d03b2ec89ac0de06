import Coordinator
import FlowsShell

/// The shelf app: the onboarding on a first launch, then the tabs; Account's `reset` starts
/// over.
@MainActor
final class ShelfAppCoordinator: BaseCoordinator, ShellApp {
  let router: StackRouter
  let store: ShelfStore
  /// The app's paths, from ``ShelfPathRoot``.
  let navigation: NavigationRouter
  private(set) weak var onboarding: OnboardingFlowCoordinator?
  private(set) weak var tabs: TabsCoordinator?

  init(router: StackRouter, store: ShelfStore) {
    self.router = router
    self.store = store
    let root = ShelfPathRoot()
    navigation = NavigationRouter(root: root, isJournaling: false)
    super.init()
    root.app = self
  }

  override func start() {
    super.start()
    if store.shelf.isOnboarded {
      showTabs()
    } else {
      showOnboarding()
    }
  }

  private func showOnboarding() {
    let flow = OnboardingFlowCoordinator(router: router)
    onboarding = flow
    startChild(flow, on: router, animated: false) { [weak self] _ in
      self?.store.finishOnboarding()
      self?.showTabs()
    }
  }

  private func showTabs() {
    let flow = TabsCoordinator(router: router, store: store)
    flow.onReset = { [weak self] in self?.reset() }
    tabs = flow
    startChild(flow, on: router, animated: false)
  }

  /// Deletes the shelf's data and starts over at Welcome: every tab and flow is released.
  func reset() {
    store.reset()
    if let tabs {
      _ = removeDependency(tabs)
    }
    showOnboarding()
  }

  /// The shelf file's warnings and a failed write since the last line.
  func takeNotes() -> ShellNotes {
    store.takeNotes()
  }
}
