import Coordinator
import FlowsShell

extension ShelfAppCoordinator {
  /// Where the app is, `/books/2` or `/welcome`; `nil` when nothing is shown.
  var currentPath: FlowPath? {
    router.topScreen == nil ? nil : navigation.currentPath
  }

  /// The forms of the paths `:open` takes, for `:help`.
  var openablePaths: [FlowPath] {
    [
      "/books", "/books/ID", "/books/ID/edit", "/books/add", "/search", "/search/TEXT",
      "/search/TEXT/ID", "/search/TEXT/ID/edit", "/account",
    ].compactMap { try? FlowPath(parsing: $0) }
  }

  /// Goes to `path` as a deep link: validated whole first, then the modal over the tabs, if
  /// the path leaves it, is dismissed (its flow ends with nothing), then the path's tab is
  /// selected and only its stack moves.
  ///
  /// - Returns: whether anything changed.
  /// - Throws: an error saying why, when nothing moved.
  func open(path string: String) throws(ShellAppError) -> Bool {
    let path: FlowPath
    do {
      path = try FlowPath(parsing: SearchText.canonical(string))
    } catch {
      throw ShellAppError(error.description)
    }
    guard onboarding == nil else {
      throw ShellAppError("finish the onboarding first: start")
    }
    guard path != navigation.currentPath else { return false }
    do {
      try navigation.validate(path)
      let adding = FlowPath(ShelfKey.books, BooksFlowCoordinator.Key.add)
      if let addition = tabs?.addition, path.commonPrefixLength(with: adding) < 2 {
        addition.finish()
      }
      try navigation.apply(path)
    } catch {
      throw ShellAppError(error.description)
    }
    return true
  }
}
