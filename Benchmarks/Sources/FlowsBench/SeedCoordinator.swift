/// The child bookkeeping of seed 002's `BaseCoordinator`, as the seed's users write it:
/// an array of children, with a linear scan to add without duplicates and to remove.
final class SeedCoordinator {
  var childCoordinators: [SeedCoordinator] = []

  func addDependency(_ coordinator: SeedCoordinator) {
    for element in childCoordinators where element === coordinator {
      return
    }
    childCoordinators.append(coordinator)
  }

  func removeDependency(_ coordinator: SeedCoordinator?) {
    guard !childCoordinators.isEmpty, let coordinator else { return }
    for (index, element) in childCoordinators.enumerated() where element === coordinator {
      childCoordinators.remove(at: index)
      break
    }
  }
}
