import Coordinator

@testable import FlowsShell
@testable import ShelfApp

/// The shelf app and ``ShelfModel`` side by side, one random line at a time: after each, the
/// shell's verdict, the path, every tab's stack and the modal, the tree, what the top screen
/// says, the router's invariants and the release of everything that left must agree.
@MainActor
final class ShelfRandomSession {
  private let app = ShelfAppCoordinator(
    router: StackRouter(isJournaling: false), store: ShelfStore(file: nil))
  private let dispatcher: ShellDispatcher
  private(set) var model = ShelfModel()
  private var watch = ReleaseWatch()
  private var random: SessionRandom
  private(set) var lines: [String] = []

  init(seed: UInt64) {
    random = SessionRandom(seed: seed)
    app.start()
    dispatcher = ShellDispatcher(app: app)
    _ = watch.check(live: liveObjects())
  }

  /// A line a person or a script might type here.
  func nextLine() -> String {
    let texts = ["dune", "gibson", "le", "zzz", "left hand", "a", "Neuromancer", "Hyperion"]
    let links = [
      "/books", "/books/1", "/books/2", "/books/3/edit", "/books/4", "/books/add", "/search",
      "/search/dune", "/search/dune/1", "/search/left%20hand/3/edit", "/search/zzz",
      "/search/zzz/1", "/search/gibson/2", "/account", "/books/9", "/welcome",
      "/books/add/author", "/nope", "/books/02", "/search/le/3", "/books/1/edit/x",
      "/books/1/edit", "/search/%64une", "/search/d%75ne/1/edit", "/search/%", "/search/%2F",
    ]
    let long = String(repeating: "x", count: 201)
    return random.pick([
      (3, "start"), (6, "open \(Int.random(in: 0...5, using: &random))"), (3, "add"),
      (4, "title \(random.element(of: texts + [long]))"),
      (4, "author \(random.element(of: texts))"), (4, "cancel"), (4, "edit"), (3, "save"),
      (4, "find \(random.element(of: texts))"), (1, "reset"),
      (8, ":tab \(random.element(of: ShelfModel.tabs + ["nope"]))"), (5, ":back"),
      (2, ":dismiss"), (8, ":open \(random.element(of: links))"),
    ])
  }

  /// Runs one random line on both; the first disagreement, if any.
  func step() -> String? {
    let line = nextLine()
    lines.append(line)
    let outcome = dispatcher.run(line)
    let expected = model.step(line)
    let verdict: ShelfModel.Verdict = outcome.verdict == .accepted ? .accepted : .rejected
    if verdict != expected {
      return "\(line): shell \(outcome.verdict), model \(expected)"
    }
    let path = app.currentPath?.description ?? "none"
    if path != model.path {
      return "\(line): app at \(path), model at \(model.path)"
    }
    if screens != modelScreens {
      return "\(line): app \(screens), model \(modelScreens)"
    }
    let tree = CoordinatorTree(app).render(.line)
    if tree != model.treeLine {
      return "\(line): app \(tree), model \(model.treeLine)"
    }
    if let messages = model.messages,
      (app.router.topScreen as? any ShellScreen)?.messages != messages
    {
      return
        "\(line): app says \((app.router.topScreen as? any ShellScreen)?.messages ?? []), model \(messages)"
    }
    if !model.isWelcome, model.modal == nil, case .editor(_, let draft) = model.top {
      let editor =
        model.selected == "books" ? app.tabs?.booksFlow.editor : app.tabs?.searchFlow.editor
      if editor?.draft.title != draft {
        return "\(line): the editor's draft is \(editor?.draft.title ?? "none"), model \(draft)"
      }
    }
    let violations = app.router.violations(in: app)
    if !violations.isEmpty {
      return "\(line): \(violations)"
    }
    let left = watch.check(live: liveObjects())
    if !left.isEmpty {
      return "\(line): left the app but alive: \(left.joined(separator: ", "))"
    }
    return nil
  }

  /// Every tab's screens and the modal's, as names.
  private var screens: [String] {
    let stack = app.router.stack
    var result: [String] = []
    if let tabs = stack.tabs {
      result = tabs.map { "\($0.name): " + $0.entries.map(\.screen).joined(separator: ", ") }
      if stack.selectedTab != model.selected {
        result.append("selected \(stack.selectedTab ?? "")")
      }
    } else {
      result = ["root: " + stack.levels[0].map(\.screen).joined(separator: ", ")]
    }
    for level in stack.levels.dropFirst() {
      result.append("modal: " + level.map(\.screen).joined(separator: ", "))
    }
    return result
  }

  private var modelScreens: [String] {
    if model.isWelcome { return ["root: Welcome"] }
    var result = ShelfModel.tabs.map { tab in
      "\(tab): " + (model.stacks[tab] ?? []).map(\.name).joined(separator: ", ")
    }
    switch model.modal {
    case .addTitle: result.append("modal: AddTitle")
    case .addAuthor: result.append("modal: AddTitle, AddAuthor")
    case nil: break
    }
    return result
  }

  private func liveObjects() -> [AnyObject] {
    var objects: [AnyObject] = []
    var pending: [any FlowCoordinator] = [app]
    while let coordinator = pending.popLast() {
      objects.append(coordinator)
      pending += coordinator.childCoordinators
    }
    for entry in app.router.stack.entries {
      if let screen = app.router.screen(for: entry.id) {
        objects.append(screen)
      }
    }
    return objects
  }
}
