import Coordinator
import CoordinatorTesting
import Testing

// The listings of the DocC article "Flows That Return a Value"
// (Coordinator.docc/FlowsThatReturnAValue.md). `ArticleListingTests` checks that they still
// match.

/// A headless screen with a name.
final class NotesScreen: Presentable {
  let screenName: String

  init(_ name: String) { screenName = name }
}

/// A note the New Note flow makes.
struct Note: Equatable, Sendable {
  let title: String
}

/// Writes a new note on a presented level; it ends with the note, or with nothing.
final class NewNoteFlow: ReturningCoordinator<Note> {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    // However the editor leaves (a swipe-down, a dismiss), the flow ends: with nothing,
    // unless it already ended with a note.
    router.present(NotesScreen("Editor"), owner: self) { [weak self] in self?.finish() }
  }

  func saveTapped(title: String) { finish(with: Note(title: title)) }
  func cancelTapped() { finish() }
}

/// The notes list; it starts the New Note flow and shows what it made.
final class NotesFlow: BaseCoordinator {
  private let router: any Router
  private(set) var notes: [Note] = []
  private(set) weak var newNote: NewNoteFlow?

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.setRoot(NotesScreen("Notes"), owner: self)
  }

  func addTapped() {
    let flow = NewNoteFlow(router: router)
    newNote = flow
    runChild(flow, on: router) { [weak self] note in
      guard let note else { return }
      self?.notes.append(note)
    }
  }

  func addNote() async {
    let flow = NewNoteFlow(router: router)
    newNote = flow
    guard let note = await runChild(flow, on: router) else { return }
    notes.append(note)
  }
}

/// A flow that refreshes in a task of its own, and cancels it however it ends.
final class SyncFlow: BaseCoordinator {
  private var refresh: Task<Void, Never>?

  override func start() {
    super.start()
    refresh = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(60))
      }
    }
  }

  override func didEnd() {
    super.didEnd()
    refresh?.cancel()
  }

  var isRefreshing: Bool { refresh.map { !$0.isCancelled } ?? false }
}

/// A person's account, once signed in.
struct Account: Equatable, Sendable {
  let name: String
}

/// What signs a person in: the service in the app, a stand-in in a test.
protocol SignInClient: Sendable {
  func signIn(name: String) async throws -> Account
}

/// Signs a person in and ends with their account; offers help after thirty seconds.
final class SignInFlow: ReturningCoordinator<Account> {
  private let client: any SignInClient
  private let clock: any Clock<Duration>
  private(set) var isSigningIn = false
  private(set) var offersHelp = false

  init(client: any SignInClient, clock: any Clock<Duration> = ContinuousClock()) {
    self.client = client
    self.clock = clock
  }

  override func start() {
    super.start()
    startTask { [weak self, clock] in
      guard (try? await clock.sleep(for: .seconds(30))) != nil else { return }
      self?.offersHelp = true
    }
  }

  func signInTapped(name: String) {
    isSigningIn = true
    startTask { [weak self, client] in
      let account = try? await client.signIn(name: name)
      self?.isSigningIn = false
      if let account { self?.finish(with: account) }
    }
  }
}

/// Signs anyone in at once.
struct StandInClient: SignInClient {
  func signIn(name: String) async throws -> Account { Account(name: name) }
}

@MainActor
@Suite struct FlowsThatReturnAValueTests {
  @Test func saveGivesTheParentTheNote() {
    let router = StackRouter()
    let notes = NotesFlow(router: router)
    notes.start()

    notes.addTapped()
    weak let newNote = notes.newNote
    #expect(router.stack.description == "level 0: #1 Notes\nlevel 1: #2 Editor")
    newNote?.saveTapped(title: "Milk")

    #expect(notes.notes == [Note(title: "Milk")])
    #expect(router.stack.description == "level 0: #1 Notes")
    #expect(notes.childCoordinators.isEmpty)
    #expect(newNote == nil)
  }

  @Test func aSwipeDownEndsItWithNothing() throws {
    let router = StackRouter()
    let notes = NotesFlow(router: router)
    notes.start()

    notes.addTapped()
    weak let newNote = notes.newNote
    try router.swipeToDismiss()

    #expect(notes.notes == [])
    #expect(router.stack.description == "level 0: #1 Notes")
    #expect(newNote == nil)
  }

  @Test func theAwaitedNoteArrivesOnceTheEditorIsGone() async throws {
    let router = StackRouter()
    let notes = NotesFlow(router: router)
    notes.start()

    let adding = Task { await notes.addNote() }
    try #require(await yieldUntil { notes.newNote != nil })
    weak let newNote = notes.newNote
    newNote?.saveTapped(title: "Eggs")
    await adding.value

    #expect(notes.notes == [Note(title: "Eggs")])
    #expect(router.stack.description == "level 0: #1 Notes")
    #expect(newNote == nil)
  }

  @Test func endingTheParentResumesTheAwaitingTask() async {
    let router = StackRouter()
    let notes: NotesFlow? = NotesFlow(router: router)
    notes?.start()

    let adding = Task { [notes] in await notes?.addNote() }
    while notes?.newNote == nil { await Task.yield() }
    weak let newNote = notes?.newNote
    notes?.finish()
    await adding.value

    #expect(notes?.notes == [])
    #expect(notes?.lifecycle == .finished)
    #expect(notes?.childCoordinators.isEmpty == true)  // a finished flow lets its children go
    #expect(newNote == nil)
  }

  @Test func didEndCancelsTheFlowsOwnWork() {
    let parent = BaseCoordinator()
    parent.start()
    let sync = SyncFlow()
    parent.addDependency(sync)
    sync.start()
    #expect(sync.isRefreshing)

    parent.removeDependency(sync)

    #expect(sync.lifecycle == .finished)
    #expect(!sync.isRefreshing)
  }

  @Test func signingInEndsWithTheAccountAndHelpComesAfterThirtySeconds() async {
    let clock = ManualClock()
    let router = StackRouter()
    let parent = BaseCoordinator()
    parent.start()
    let tester = FlowTester(root: parent, router: router)
    tester.clock = clock
    let accounts = Heard<Account>()
    weak var signIn: SignInFlow?
    do {
      let flow = SignInFlow(client: StandInClient(), clock: clock)
      signIn = flow
      await tester.step { parent.runChild(flow, on: router) { accounts.append($0) } }
    }

    await tester.advance(by: .seconds(29))
    #expect(signIn?.offersHelp == false)
    await tester.advance(by: .seconds(1))
    #expect(signIn?.offersHelp == true)

    await tester.step { signIn?.signInTapped(name: "Ada") }
    #expect(accounts.values == [Account(name: "Ada")])
    await tester.finish()
    #expect(signIn == nil)
  }
}
