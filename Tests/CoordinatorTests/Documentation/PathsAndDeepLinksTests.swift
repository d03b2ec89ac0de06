import Coordinator
import CoordinatorTesting
import MVVM
import Testing

// The listings of the DocC article "Paths and Deep Links"
// (Coordinator.docc/PathsAndDeepLinks.md). `ArticleListingTests` checks that they still match.

enum LibraryKey: String, PathKey {
  case books
  case account
}

/// A book by its id: `/books/42`.
struct BookKey: PathKey {
  let id: Int

  init(id: Int) { self.id = id }

  var pathComponent: String { String(id) }

  init?(pathComponent: String) {
    // Only the canonical form, so that every key round-trips: not "+42" or "042".
    guard let id = Int(pathComponent), String(id) == pathComponent else { return nil }
    self.id = id
  }
}

enum AccountKey: String, PathKey {
  case profile
}

/// A headless screen that knows the path that shows it.
final class LibraryScreen: Presentable {
  let screenName: String
  let path: FlowPath

  init(_ name: String, path: FlowPath) {
    screenName = name
    self.path = path
  }
}

/// A flow that a path can show: it starts animated or not, as the path navigator asks.
protocol LibraryFlow: BaseCoordinator, PathCoordinator {
  func show(animated: Bool)
}

/// The books: a list, from which a book is pushed. Its keys are book ids.
final class BooksFlow: BaseCoordinator, LibraryFlow {
  let router: any Router
  private let titles = [1: "Dune", 42: "Emma"]

  init(router: any Router) { self.router = router }

  override func start() { show(animated: true) }

  func show(animated: Bool) {
    super.start()
    let screen = LibraryScreen("Books", path: FlowPath(LibraryKey.books))
    router.push(screen, owner: self, animated: animated) { [weak self] in self?.finish() }
  }

  /// The book on screen, pushed by a path or by a tap; the router holds it.
  private weak var book: LibraryScreen?

  func item(for key: BookKey) -> NavigationItem? {
    guard titles[key.id] != nil else { return nil }  // no such book: the link is rejected
    // The book on screen when it is this one, so that a pop takes it off; else a new one.
    let path = FlowPath(LibraryKey.books, key)
    let screen = book.flatMap { $0.path == path ? $0 : nil } ?? LibraryScreen("Book", path: path)
    return NavigationItem(self, screen: screen, endsPath: true) {
      animated, books, screen, completion in
      books.show(screen, animated: animated)
      completion()
    } pop: { animated, books, _, completion in
      try? books.router.pop(animated: animated)
      completion()
    }
  }

  /// What the path reads: the book on screen, if any.
  var shownKeys: [BookKey] { book?.path.key(at: 1).map { [$0] } ?? [] }

  /// A button in the list: the book is pushed without the path navigator.
  func bookTapped(id: Int) {
    show(LibraryScreen("Book", path: FlowPath(LibraryKey.books, BookKey(id: id))), animated: true)
  }

  private func show(_ screen: LibraryScreen, animated: Bool) {
    book = screen
    router.push(screen, owner: self, animated: animated)
  }
}

/// The account, presented on a level of its own, with a profile pushed on it.
final class AccountFlow: BaseCoordinator, LibraryFlow {
  let router: any Router

  init(router: any Router) { self.router = router }

  override func start() { show(animated: true) }

  func show(animated: Bool) {
    super.start()
    let screen = LibraryScreen("Account", path: FlowPath(LibraryKey.account))
    router.present(screen, owner: self, animated: animated) { [weak self] in self?.finish() }
  }

  private weak var profile: LibraryScreen?

  var shownKeys: [AccountKey] { profile == nil ? [] : [.profile] }

  func item(for key: AccountKey) -> NavigationItem? {
    let screen = profile ?? LibraryScreen("Profile", path: FlowPath(LibraryKey.account, key))
    return NavigationItem(self, screen: screen, endsPath: true) {
      animated, account, screen, completion in
      account.profile = screen
      account.router.push(screen, owner: account, animated: animated)
      completion()
    } pop: { animated, account, _, completion in
      try? account.router.pop(animated: animated)
      completion()
    }
  }
}

/// The root: the home screen, and a child flow for each of its keys.
final class LibraryCoordinator: BaseCoordinator, PathCoordinator {
  let router: StackRouter

  /// A journaling router, whose transitions end at once, unless another is given.
  init(router: StackRouter = StackRouter(isJournaling: true)) {
    self.router = router
  }

  override func start() {
    super.start()
    router.setRoot(LibraryScreen("Home", path: .root), owner: self)
  }

  /// The running child flow of the key, else a new one.
  func item(for key: LibraryKey) -> NavigationItem? {
    switch key {
    case .books: childItem(childCoordinators.last as? BooksFlow ?? BooksFlow(router: router))
    case .account: childItem(childCoordinators.last as? AccountFlow ?? AccountFlow(router: router))
    }
  }

  /// The key of the running child flow: the path is read from here down.
  var shownKeys: [LibraryKey] {
    switch childCoordinators.last {
    case is BooksFlow: [.books]
    case is AccountFlow: [.account]
    default: []
    }
  }

  /// The item of a child flow: the push adds and starts it, the pop takes it off and out.
  private func childItem(_ flow: some LibraryFlow) -> NavigationItem {
    NavigationItem(self, flow) { animated, library, flow, completion in
      library.addDependency(flow)
      flow.flowCompletion = { [weak library] flow in
        library?.router.popFlow(flow, animated: true)
        library?.removeDependency(flow)
      }
      flow.show(animated: animated)
      completion()
    } pop: { animated, library, flow, completion in
      library.router.popFlow(flow, animated: animated)  // its first screen's onPop ends it
      completion()
    }
  }
}

/// The app: the root flow and the path navigator that moves it by path.
@MainActor
final class LibraryApp {
  let library = LibraryCoordinator()
  let navigation: PathNavigator

  init() {
    library.start()
    // The path is read from the flows, so moves it did not make, the platform's back button or
    // a button in a screen, need no reporting.
    navigation = PathNavigator(root: library, isJournaling: true)
  }

  var tree: String { CoordinatorTree(library, router: library.router).render(.text) }
}

@MainActor
@Suite struct PathsAndDeepLinksTests {
  let app = LibraryApp()

  @Test func aPathIsAValueOfKeys() throws {
    let path = FlowPath(LibraryKey.books).appending(BookKey(id: 42))
    #expect(path.description == "/books/42")
    #expect(try FlowPath(parsing: "/books/42") == path)
    #expect(path.key(at: 1, as: BookKey.self)?.id == 42)
    #expect(path.dropLast() == FlowPath(LibraryKey.books))
    #expect(throws: PathError.missingLeadingSlash) { try FlowPath(parsing: "books") }
    #expect(throws: PathError.emptyComponent(index: 1)) { try FlowPath(parsing: "/books//42") }
  }

  @Test func aDeepLinkOpensEveryFlowOnTheWay() throws {
    try app.navigation.apply(string: "/books/42")
    #expect(
      app.tree == """
        LibraryCoordinator [#1 Home]
        └── BooksFlow [#2 Books, #3 Book]
        """)
    weak let books = app.library.childCoordinators.first

    try app.navigation.apply(string: "/books")
    try app.navigation.apply(string: "/account/profile")
    #expect(books == nil)
    #expect(
      app.tree == """
        LibraryCoordinator [#1 Home]
        └── AccountFlow [#4 Account, #5 Profile]
        """)
    #expect(
      app.library.router.stack.description == """
        level 0: #1 Home
        level 1: #4 Account, #5 Profile
        """)
    #expect(
      app.navigation.takeJournal().map(\.description) == [
        "pushed books (not animated)",
        "pushed 42 (not animated)",
        "popped 42",
        "popped books (not animated)",
        "pushed account (not animated)",
        "pushed profile (not animated)",
      ])
  }

  @Test func anInvalidDeepLinkChangesNothing() throws {
    try app.navigation.apply(string: "/books/42")
    _ = app.navigation.takeJournal()
    let stack = app.library.router.stack

    #expect(
      throws: PathError.unknownComponent("shelf", index: 0, coordinator: "LibraryCoordinator")
    ) {
      try app.navigation.apply(string: "/shelf")
    }
    #expect(throws: PathError.rejectedComponent("7", index: 1, coordinator: "BooksFlow")) {
      try app.navigation.apply(string: "/books/7")
    }
    #expect(throws: PathError.trailingComponent("reviews", index: 2, coordinator: "BooksFlow")) {
      try app.navigation.apply(string: "/books/42/reviews")
    }
    #expect(app.navigation.currentPath.description == "/books/42")
    #expect(app.navigation.takeJournal() == [])
    #expect(app.library.router.stack == stack)

    // Or check a link before it is needed, such as one that waits for a login.
    try app.navigation.validate(FlowPath(parsing: "/account/profile"))
    #expect(throws: PathError.rejectedComponent("7", index: 1, coordinator: "BooksFlow")) {
      try app.navigation.validate(FlowPath(parsing: "/books/7"))
    }
    #expect(app.navigation.currentPath.description == "/books/42")
    #expect(app.library.router.stack == stack)
  }

  /// What the article says the person is told of the listings' invalid paths and links.
  @Test func anInvalidLinkIsToldInThePersonsWords() throws {
    let origins: [LinkOrigin] = [.scheme("library")]
    let told = try ["/shelf", "/books/7", "/books/42/reviews"].map { string in
      let path = try FlowPath(parsing: string)
      do throws(PathError) {
        try app.navigation.apply(path)
        return "opened \(string)"
      } catch {
        return error.description(in: path)
      }
    }
    #expect(
      told == [
        #"there is no "shelf""#, "/books/7 cannot be shown now",
        #"nothing follows /books/42: "reviews""#,
      ])
    let link = try FlowLink(parsing: "library://books?page=2", origins: origins)
    #expect(throws: LinkError.unknownQueryItem("page", coordinator: "BooksFlow")) {
      try app.navigation.apply(link)
    }
    do throws(LinkError) {
      try app.navigation.apply(link)
    } catch {
      #expect(error.description(in: link) == #"/books takes no query item "page""#)
    }
  }

  @Test func aURLOpensThePlaceItNames() throws {
    let origins: [LinkOrigin] = [.scheme("library"), .web(host: "library.example")]

    try app.navigation.apply(FlowLink(parsing: "library://books/42", origins: origins))
    #expect(app.navigation.currentPath.description == "/books/42")
    let link = try FlowLink(parsing: "https://library.example/books?book=1", origins: origins)
    try app.navigation.apply(link)
    #expect(app.navigation.currentPath.description == "/books/1")
    #expect(FlowLink(path: app.navigation.currentPath).url(in: origins[0]) == "library://books/1")

    #expect(throws: LinkError.unknownHost("evil.example")) {
      try FlowLink(parsing: "https://evil.example/books/1", origins: origins)
    }
    #expect(throws: LinkError.unknownQueryItem("page", coordinator: "BooksFlow")) {
      try app.navigation.apply(FlowLink(parsing: "library://books?page=2", origins: origins))
    }
    #expect(throws: LinkError.path(.rejectedComponent("7", index: 1, coordinator: "BooksFlow"))) {
      try app.navigation.apply(FlowLink(parsing: "library://books?book=7", origins: origins))
    }
    #expect(app.navigation.currentPath.description == "/books/1")
  }

  @Test func oneBookLeadsToAnother() throws {
    try app.navigation.apply(string: "/books/42")
    _ = app.navigation.takeJournal()
    try app.navigation.apply(string: "/books/1")
    #expect(
      app.navigation.takeJournal().map(\.description) == [
        "popped 42 (not animated)", "pushed 1 (not animated)",
      ])
    #expect(app.navigation.currentPath.description == "/books/1")
    #expect(app.library.router.stack.description == "level 0: #1 Home, #2 Books, #4 Book")
  }

  @Test func movesMadeWithoutThePathNavigatorAreInThePath() throws {
    try app.navigation.apply(string: "/books/42")
    _ = app.navigation.takeJournal()

    try app.library.router.goBack()  // the platform's back button takes the book off
    #expect(app.navigation.currentPath.description == "/books")

    weak let books = app.library.childCoordinators.first as? BooksFlow
    books?.bookTapped(id: 1)  // a button pushes another book
    #expect(app.navigation.currentPath.description == "/books/1")

    try app.navigation.apply(string: "/")
    #expect(books == nil)
    #expect(app.tree == "LibraryCoordinator [#1 Home]")
    #expect(
      app.navigation.takeJournal().map(\.description) == [
        "popped 1 (not animated)",
        "popped books (not animated)",
      ])
  }
}

struct LibraryState: Sendable {
  var path = FlowPath.root
}

enum LibraryAction: Sendable {
  case open(FlowPath)
}

extension PathsAndDeepLinksTests {
  @Test func aStoreDrivesThePathNavigator() throws {
    let store = Store<LibraryState, LibraryAction>(initialState: LibraryState()) { state, action in
      switch action {
      case .open(let path): state.path = path
      }
    }
    let subscription = app.navigation.bind { store.subscribe(\.path, $0) }
    defer { subscription.cancel() }

    store.dispatch(.open(try FlowPath(parsing: "/account")))
    store.dispatch(.open(try FlowPath(parsing: "/account/settings")))
    #expect(app.navigation.currentPath.description == "/account")
    #expect(
      app.navigation.takeJournal().map(\.description) == [
        "pushed account",
        "rejected /account/settings: AccountFlow has no key \"settings\" (component 1)",
      ])
  }
}

extension BooksFlow {
  /// `?book=42` on `/books` is the book 42, as `/books/42` is.
  func keys(forQuery items: [LinkQueryItem]) throws(LinkError) -> [BookKey] {
    for item in items where item.name != "book" {
      throw .unknownQueryItem(item.name, coordinator: name)
    }
    guard items.count == 1, let key = BookKey(pathComponent: items[0].value) else {
      throw .invalidQueryItem("book", reason: "one book, by its id")
    }
    return [key]
  }
}

/// Calls `viewed` with the name and path of each new top screen, once a change has settled.
@MainActor
final class ScreenViewLog {
  private let router: StackRouter
  private let navigation: PathNavigator
  private let viewed: (_ screenName: String, _ path: String) -> Void
  private var observation: RouterObservation?
  /// The entry last logged: a change that leaves it on top is not a new view.
  private var loggedEntry: RouterEntry.ID?
  /// The check that runs once the change in progress has settled, if one is due.
  private(set) var pending: Task<Void, Never>?

  init(
    router: StackRouter, navigation: PathNavigator,
    viewed: @escaping (_ screenName: String, _ path: String) -> Void
  ) {
    self.router = router
    self.navigation = navigation
    self.viewed = viewed
    observation = router.observe { [weak self] event in
      switch event {
      case .pushed, .presented, .popped, .dismissed, .rootReplaced, .tabsSet, .tabSelected:
        self?.logWhenSettled()
      case .interactivePopBegan, .interactivePopCancelled, .leaveRefused, .rejected:
        break  // nothing moved, or not yet
      }
    }
    logIfChanged()  // the screen shown now
  }

  /// Stops logging.
  func cancel() {
    observation?.cancel()
    pending?.cancel()
  }

  /// Logs after the change in progress: a deep link's steps are one view, and the flows have
  /// finished, so the path is read from what stays.
  private func logWhenSettled() {
    guard pending == nil else { return }
    pending = Task { [weak self] in
      guard let self, !Task.isCancelled else { return }
      pending = nil
      logIfChanged()
    }
  }

  /// Logs the top screen if it is not the one last logged. With manual transitions, the code
  /// that completes a transition calls it after `completeTransition()`.
  func logIfChanged() {
    guard !router.isTransitionInFlight, let top = router.topEntry, top.id != loggedEntry else {
      return
    }
    loggedEntry = top.id
    viewed(top.screen, navigation.currentPath.description)
  }
}

extension PathsAndDeepLinksTests {
  @Test func everyNewScreenIsLoggedOnceWithItsPath() async throws {
    var views: [String] = []
    var log: ScreenViewLog? = ScreenViewLog(
      router: app.library.router, navigation: app.navigation
    ) { screenName, path in
      views.append("\(screenName) at \(path)")
    }
    weak let released = log

    try app.navigation.apply(string: "/books")  // a push
    await log?.pending?.value
    (app.library.childCoordinators.first as? BooksFlow)?.bookTapped(id: 1)
    await log?.pending?.value
    try app.library.router.goBack()  // a pop
    await log?.pending?.value
    try app.navigation.apply(string: "/account/profile")  // a deep link: three moves, one view
    await log?.pending?.value
    try app.navigation.apply(string: "/account/profile")  // unchanged: nothing moves
    #expect(throws: PathError.rejectedComponent("7", index: 1, coordinator: "BooksFlow")) {
      try app.navigation.apply(string: "/books/7")  // refused: nothing moves
    }
    await log?.pending?.value
    try app.navigation.apply(string: "/")
    await log?.pending?.value
    #expect(
      views == [
        "Home at /",
        "Books at /books",
        "Book at /books/1",
        "Books at /books",
        "Profile at /account/profile",
        "Home at /",
      ])

    log?.cancel()
    try app.navigation.apply(string: "/books/42")
    await Task.yield()
    log = nil
    #expect(released == nil)
    #expect(views.count == 6)
  }
}

/// An analytics SDK, as the article calls one: it keeps what it was sent.
@MainActor
final class Analytics {
  private(set) var tracked: [String] = []

  func track(_ event: String, properties: [String: String]) {
    tracked.append("\(event) \(properties["screen"] ?? "") \(properties["path"] ?? "")")
  }
}

extension PathsAndDeepLinksTests {
  @Test func analyticsHearTheScreensViewed() async throws {
    let analytics = Analytics()
    let screenViews = ScreenViewLog(router: app.library.router, navigation: app.navigation) {
      name, path in
      analytics.track("screen_viewed", properties: ["screen": name, "path": path])
    }
    defer { screenViews.cancel() }

    try app.navigation.apply(string: "/books/42")
    await screenViews.pending?.value
    #expect(analytics.tracked == ["screen_viewed Home /", "screen_viewed Book /books/42"])
  }
}

extension PathsAndDeepLinksTests {
  @Test func withManualTransitionsAScreenIsLoggedWhenItsTransitionCompletes() async throws {
    let router = StackRouter(transitionStyle: .manual)
    let library = LibraryCoordinator(router: router)
    library.start()
    try router.completeTransition()
    let navigation = PathNavigator(root: library)
    var views: [String] = []
    let log = ScreenViewLog(router: router, navigation: navigation) { screenName, path in
      views.append("\(screenName) at \(path)")
    }
    defer { log.cancel() }

    try navigation.apply(string: "/books/42")  // the book's push waits for the books' push
    await log.pending?.value
    try router.completeTransition()
    await log.pending?.value
    #expect(views == ["Home at /"])
    try router.completeTransition()  // what the platform's code does when the push ends
    log.logIfChanged()
    #expect(views == ["Home at /", "Book at /books/42"])
  }
}

/// The member server: whether a name is a member, after a second on its clock.
struct MemberServer: Sendable {
  let clock: any Clock<Duration>

  func isMember(_ name: String) async throws -> Bool {
    try await clock.sleep(for: .seconds(1))
    return ["ada", "bob"].contains(name)
  }
}

/// A member by name: `/ada`.
struct MemberKey: PathKey {
  let name: String

  var pathComponent: String { name }

  init?(pathComponent: String) { name = pathComponent }
}

/// Members by name: a name is a member only once the server said so.
final class MembersFlow: BaseCoordinator, PathCoordinator {
  let router = StackRouter(isJournaling: false)
  private let server: MemberServer
  /// What the server said of each name asked about: whether it is a member.
  private var answers: [String: Bool] = [:]
  /// Why the server said nothing of a name, when it failed.
  private var failures: [String: String] = [:]
  private weak var member: LibraryScreen?

  init(server: MemberServer) { self.server = server }

  override func start() {
    super.start()
    router.push(LibraryScreen("Members", path: FlowPath()), owner: self, animated: false) {}
  }

  var shownKeys: [MemberKey] { member.flatMap { $0.path.key(at: 0) }.map { [$0] } ?? [] }

  func needsPreparing(_ key: MemberKey) -> Bool { answers[key.name] == nil }

  func prepare(_ key: MemberKey) async {
    do {
      answers[key.name] = try await server.isMember(key.name)
    } catch {
      // Cancelled by a newer path, or failed: nothing is learnt, and the next path asks again.
      failures[key.name] = error is CancellationError ? nil : "the server did not answer"
    }
  }

  func refusal(of key: MemberKey) -> String? {
    failures[key.name] ?? "no member \(key.name)"
  }

  func item(for key: MemberKey) -> NavigationItem? {
    guard answers[key.name] == true else { return nil }
    let path = FlowPath(key)
    let shown = member.flatMap { $0.path == path ? $0 : nil }
    let screen = shown ?? LibraryScreen("Member", path: path)
    return NavigationItem(self, screen: screen, endsPath: true) {
      animated, members, screen, completion in
      members.member = screen
      members.router.push(screen, owner: members, animated: animated)
      completion()
    } pop: { animated, members, _, completion in
      try? members.router.pop(animated: animated)
      completion()
    }
  }
}

extension PathsAndDeepLinksTests {
  @Test func aMemberIsFoundBeforeTheLinkMoves() async throws {
    let clock = ManualClock()
    let members = MembersFlow(server: MemberServer(clock: clock))
    members.start()
    let navigation = PathNavigator(root: members, isJournaling: true)
    let tester = FlowTester(root: members, router: members.router)
    tester.clock = clock

    try await tester.step { try navigation.apply(string: "/ada") }  // the server is asked
    await tester.advance(by: .seconds(1))  // it answers, and Ada is pushed
    tester.expectEvents(["pushed #2 Member"])
    #expect(navigation.currentPath.description == "/ada")

    try await tester.step { try navigation.apply(string: "/bob") }
    await tester.advance(by: .seconds(1))
    tester.expectEvents(["popped #2 Member (not animated)", "pushed #3 Member (not animated)"])
    #expect(navigation.currentPath.description == "/bob")

    let zed = try FlowPath(parsing: "/zed")
    try await tester.step { try navigation.apply(zed) }
    await tester.advance(by: .seconds(1))  // not a member: refused, as a known name would be
    let refused = PathError.refusedComponent(
      "zed", index: 0, coordinator: "MembersFlow", reason: "no member zed")
    #expect(navigation.takeJournal().last == .rejected(zed, refused))
    #expect(throws: refused) { try navigation.apply(zed) }
    await tester.finish()
  }
}
