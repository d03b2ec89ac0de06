public import Coordinator

/// Expects the tree rooted at `root` to render as `expected`; records a diff when it does not.
///
/// `expected` is the one-line form (`AppCoordinator(MainFlow(GameFlow))`), or the indented
/// form with lifecycles and screens when it spans lines or a name is followed by its screens
/// (` [`) or lifecycle (` (finished)`); pass `router` to include screens, which may be written
/// without their ids. Returns whether it matched.
///
/// ```swift
/// expectTree(app, "AppCoordinator(MainFlow(GameFlow))")
/// ```
@MainActor
@discardableResult
public func expectTree(
  _ root: any FlowCoordinator, _ expected: String, router: (any InspectableRouter)? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  guard let actual = CoordinatorTree(root, router: router).mismatch(with: expected) else {
    return true
  }
  recordFailure(
    "The coordinator tree differs (− expected, + actual):\n"
      + LineDiff.render(expected: expected, actual: actual),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  return false
}
