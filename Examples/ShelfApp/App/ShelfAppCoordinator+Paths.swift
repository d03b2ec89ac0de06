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

  /// The tabs come once the onboarding is done: `:help` at Welcome lists `:tab` already.
  var showsTabs: Bool { true }

  /// The links `flows --explore` opens at every place: a book, its editor, a search and its
  /// result, and one that names no book.
  var sampleLinks: [String] {
    ["/books/2", "/books/1/edit", "/search/dune/1", "/books/9", "shelf://account"]
  }

  /// The links the app opens besides paths: `shelf://books/2`, `https://shelf.example/books/2`.
  static let linkOrigins: [LinkOrigin] = [.scheme("shelf"), .web(host: "shelf.example")]

  var linkOrigins: [LinkOrigin] { Self.linkOrigins }

  /// Goes to `link`, a path or a URL, as a deep link: validated whole first, then the modal
  /// over the tabs, if the link leaves it, is dismissed (its flow ends with nothing), then the
  /// link's tab is selected and only its stack moves. During the onboarding a link is checked
  /// as it will be opened, against the tabs `start` shows; a valid one is kept, and opened once
  /// `start` has shown the tabs.
  ///
  /// - Returns: whether anything changed.
  /// - Throws: an error saying why, when nothing moved and nothing was kept.
  func open(path string: String) throws(ShellAppError) -> Bool {
    let link: FlowLink
    do {
      // Read as written, then made canonical: a `?` or `#` after a search's text is a query
      // or a fragment, not part of the text.
      link = try FlowLink(parsing: string, origins: Self.linkOrigins).canonical()
    } catch {
      throw ShellAppError(error.description)
    }
    guard onboarding == nil else {
      // What `start` would reject is rejected now, with the same words.
      _ = try tabsAsAfterOnboarding().path(toOpen: link)
      pendingLink = link
      return false
    }
    return try open(link)
  }

  /// Goes to `link`, made canonical; see ``open(path:)``.
  func open(_ link: FlowLink) throws(ShellAppError) -> Bool {
    guard let path = try path(toOpen: link) else { return false }
    do {
      let adding = FlowPath(ShelfKey.books, BooksFlowCoordinator.Key.add)
      if let addition = tabs?.addition, path.commonPrefixLength(with: adding) < 2 {
        addition.finish()
      }
      try navigation.apply(path)
    } catch {
      throw ShellAppError(error.description(in: path))
    }
    return true
  }

  /// The path `link` stands for, checked whole from where the app is as opening it checks it;
  /// `nil` when the app is there already.
  private func path(toOpen link: FlowLink) throws(ShellAppError) -> FlowPath? {
    let path: FlowPath
    do {
      path = try navigation.path(for: link)
    } catch {
      throw ShellAppError(error.description(in: link))
    }
    guard path != navigation.currentPath else { return nil }
    // `/` (`shelf://`, `https://shelf.example`) names no screen; applied, it would pop the
    // selected tab to its root.
    guard !path.components.isEmpty else {
      throw ShellAppError("a link names a screen, such as \(FlowPath(ShelfKey.books))")
    }
    do {
      try navigation.validate(path)
    } catch {
      throw ShellAppError(error.description(in: path))
    }
    return path
  }
}
