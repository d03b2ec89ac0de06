import Coordinator

/// A path coordinator whose every key, `n`, shows a child of its own kind with one screen: a
/// link of d keys opens d flows.
final class LinkFlow: BaseCoordinator, PathCoordinator {
  let router: StackRouter

  init(router: StackRouter) {
    self.router = router
  }

  var shownKeys: [BenchKey] { lastChild == nil ? [] : [BenchKey(pathComponent: "n")!] }

  var shownChild: (any PathCoordinator)? { lastChild as? LinkFlow }

  func item(for key: BenchKey) -> NavigationItem? {
    NavigationItem(self, (lastChild as? LinkFlow) ?? LinkFlow(router: router)) {
      _, source, child, completion in
      source.startChild(child, on: source.router)
      source.router.push(BenchScreen(), owner: child, animated: false, onPop: nil)
      completion()
    } pop: { _, source, child, completion in
      source.router.popFlow(child, animated: false)
      source.removeDependency(child)
      completion()
    }
  }
}
