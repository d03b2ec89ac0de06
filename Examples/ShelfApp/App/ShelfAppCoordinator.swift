import Coordinator
import FlowsShell

/// The shelf app: the onboarding on a first launch, then the tabs; Account's `reset` starts
/// over.
@MainActor
final class ShelfAppCoordinator: BaseCoordinator, ShellApp {
  let router: StackRouter
  let store: ShelfStore
  /// The app's paths; the app is their root.
  ///
  /// Made on first use, since it needs `self`; it holds the app weakly, so the two do not keep
  /// each other alive.
  private(set) lazy var navigation = PathNavigator(root: self, isJournaling: false)
  private(set) weak var onboarding: OnboardingFlowCoordinator?
  private(set) weak var tabs: TabsCoordinator?
  /// A link opened during the onboarding, opened once it is done.
  var pendingLink: FlowLink?
  /// A state restored during the onboarding, restored once it is done, before a kept link.
  var pendingRestore: NavigationSnapshot?
  /// A kept link that could not be opened after the onboarding, for the person to be told.
  private var pendingLinkFailure: String?
  /// Whether `start` shows the tabs even before the onboarding is done.
  private var startsAtTabs = false

  init(router: StackRouter, store: ShelfStore) {
    self.router = router
    self.store = store
  }

  override func start() {
    super.start()
    swapRoot(
      to: store.shelf.isOnboarded || startsAtTabs ? makeTabs() : makeOnboarding(), on: router)
  }

  /// The app as `start` leaves it once the onboarding is done: the tabs, books selected, over
  /// this shelf, on a router of its own. A link opened during the onboarding is checked against
  /// it; nothing in it writes the shelf, and it is gone once the caller lets it go.
  func tabsAsAfterOnboarding() -> ShelfAppCoordinator {
    let app = ShelfAppCoordinator(router: StackRouter(isJournaling: false), store: store)
    app.startsAtTabs = true
    app.start()
    return app
  }

  private func makeOnboarding() -> BaseCoordinator {
    let flow = OnboardingFlowCoordinator(router: router)
    flow.onStart = { [weak self] in self?.onboardingDidFinish() }
    onboarding = flow
    return flow
  }

  private func makeTabs() -> BaseCoordinator {
    let flow = TabsCoordinator(router: router, store: store)
    flow.onReset = { [weak self] in self?.reset() }
    tabs = flow
    return flow
  }

  /// The tabs take Welcome's place in one change: the screen is never blank.
  private func onboardingDidFinish() {
    store.finishOnboarding()
    swapRoot(to: makeTabs(), on: router)
    // The flow that called is still alive until it returns: forgotten now, so that the kept
    // link opens from the tabs and not from a Welcome that counts as shown.
    onboarding = nil
    if let snapshot = pendingRestore {
      pendingRestore = nil
      // Checked against these tabs when it was restored: only a change since can cut it.
      if let report = try? navigation.restore(snapshot), !report.isComplete {
        pendingLinkFailure = "the saved state was not restored whole: \(report)"
      }
    }
    if let link = pendingLink {
      pendingLink = nil
      do {
        _ = try open(link)
      } catch {
        pendingLinkFailure = [pendingLinkFailure, "the link \(link) was not opened: \(error)"]
          .compactMap { $0 }.joined(separator: "; ")
      }
    }
  }

  /// Deletes the shelf's data and starts over at Welcome: every tab and flow is released,
  /// unsaved drafts included, and Welcome replaces them in one change.
  func reset() {
    store.reset()
    swapRoot(to: makeOnboarding(), on: router)
  }

  /// The shelf file's warnings and a failed write since the last line.
  func takeNotes() -> ShellNotes {
    var notes = store.takeNotes()
    if let failure = pendingLinkFailure {
      notes.warnings.append(failure)
      pendingLinkFailure = nil
    }
    return notes
  }
}
