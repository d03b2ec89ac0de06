import Coordinator

/// A gate a loader waits behind until the test opens it: a network that answers when told,
/// and that gives up, as a real request does, when the task waiting on it is cancelled.
@MainActor
final class Gate {
  private var isOpen = false
  private var nextWaiter = 0
  private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

  /// Returns once the gate is open, or once the calling task is cancelled.
  func pass() async {
    guard !isOpen else { return }
    let waiter = nextWaiter
    nextWaiter += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { waiting[waiter] = $0 }
    } onCancel: {
      Task { @MainActor in self.release(waiter) }
    }
  }

  /// Lets every waiting loader through, and every later one at once.
  func open() {
    isOpen = true
    let resumed = waiting.values
    waiting = [:]
    resumed.forEach { $0.resume() }
  }

  private func release(_ waiter: Int) {
    waiting.removeValue(forKey: waiter)?.resume()
  }
}

/// A Home screen whose "open" loads a title, awaiting its loader, then shows a detail flow
/// with it, as a view model that fetches before it navigates.
@MainActor
final class LoadingFlow: BaseCoordinator {
  let router: any Router
  let load: @MainActor () async -> String
  /// The load that `openTapped()` started, for a test to track.
  private(set) var loading: Task<Void, Never>?

  init(router: any Router, load: @escaping @MainActor () async -> String) {
    self.router = router
    self.load = load
  }

  override var name: String { "Loading" }

  override func start() {
    super.start()
    router.push(NamedScreen("Home"), owner: self)
  }

  /// Loads, then opens the detail flow: what an `async` view model method does.
  func open() async {
    let title = await load()
    // A test that ended cancels what is still loading: it shows nothing then.
    guard !Task.isCancelled else { return }
    startChild(OneScreenFlow("Detail", screen: title, router: router), on: router)
  }

  /// Starts the load and returns at once, as a button's action does.
  func openTapped() {
    loading = Task { await open() }
  }
}
