import Coordinator

@testable import FlowsShell
@testable import ShelfApp

/// The shelf app and ``ShelfModel`` side by side, one random line at a time: after each, the
/// shell's verdict (and the message of the refusals CLI.md words), the path, every tab's stack,
/// the modal and the Alert, the tree, what the top screen says (an Alert its title) and its
/// choices, every Editor's draft and whether it is unsaved, the router's invariants and the
/// release of everything that left must agree.
@MainActor
final class ShelfRandomSession {
  let app = ShelfAppCoordinator(
    router: StackRouter(isJournaling: false), store: ShelfStore(file: nil))
  private let dispatcher: ShellDispatcher
  private(set) var model = ShelfModel()
  private var watch = ReleaseWatch()
  private var random: SessionRandom
  private(set) var lines: [String] = []
  /// How often the session did what the Alerts are about, as the model tells it: `alert` for
  /// lines after which an Alert was up, `asked by LINE` for the lines that opened one,
  /// `answered CHOICE` for its accepted choices, `unsaved link` for links refused for a draft,
  /// `empty BookList` for lines that end on BookList with no book (what it says is unchecked).
  private(set) var counts: [String: Int] = [:]
  /// How many objects of each type left the app and were released, by type name.
  var released: [String: Int] { watch.released }

  init(seed: UInt64) {
    random = SessionRandom(seed: seed)
    app.start()
    dispatcher = ShellDispatcher(app: app)
    _ = watch.check(live: liveObjects())
  }

  /// A line a person or a script might type here.
  func nextLine() -> String {
    let texts = [
      "dune", "gibson", "le", "zzz", "left hand", "a", "Neuromancer", "Hyperion", "Dune",
    ]
    let links = [
      "/books", "/books/1", "/books/2", "/books/3/edit", "/books/4", "/books/add", "/search",
      "/search/dune", "/search/dune/1", "/search/left%20hand/3/edit", "/search/zzz",
      "/search/zzz/1", "/search/gibson/2", "/account", "/books/9", "/welcome",
      "/books/add/author", "/nope", "/books/02", "/search/le/3", "/books/1/edit/x",
      "/books/1/edit", "/search/%64une", "/search/d%75ne/1/edit", "/search/%", "/search/%2F",
      "/books/%32", "/%62ooks/%31/%65dit", "/books/%30%32", "/books/%2F2",
    ]
    // URLs of both origins, good and bad, and paths with what only a URL seemed to have.
    let urls = [
      "shelf://books/2", "SHELF://books/1", "shelf://books/3/edit", "shelf://books/add",
      "shelf://search?q=dune", "shelf://search?q=left%20hand", "shelf://search?q=zzz",
      "Shelf://search/le/3/edit", "shelf://search/gibson/2", "shelf://account",
      "https://shelf.example/books/2/edit", "HTTPS://Shelf.Example/search/le/3",
      "https://shelf.example/account", "https://shelf.example/search?q=gibson",
      "https://SHELF.EXAMPLE/books", "/search?q=le", "/search?q=%64une",
      "shelf://books/add/author", "shelf://welcome", "shelf://books/9",
      "ftp://shelf.example/books", "http://shelf.example/books/2", "shelf2://books/1",
      "https://evil.example/books", "https://shelf.example.com/books", "https:/shelf.example/books",
      "shelf:books/2", "books/2", "shelf://BOOKS/2", "shelf://search?x=1",
      "shelf://search?q=dune&x=1", "shelf://search?q=dune&q=le", "shelf://books?q=dune",
      "https://shelf.example/books?q=dune", "shelf://search/dune?q=le", "/search/dune?q=le",
      "shelf://search?q=", "shelf://search?=dune", "shelf://search?q=%zz", "shelf://search/%zz",
      "shelf://books/2#top", "/books/2#x", "/search/dune#x", "https://shelf.example/account#",
      "shelf://", "https://shelf.example", "https://shelf.example/", "/", "shelf://?q=dune",
      "shelf:///books", "shelf://books//2", "https://shelf.example//books", "shelf://books/",
      "shelf://books/%32", "https://shelf.example/search/le/%33",
    ]
    let long = String(repeating: "x", count: 201)
    return random.pick([
      (3, "start"), (6, "open \(Int.random(in: 0...5, using: &random))"), (3, "add"),
      (4, "title \(random.element(of: texts + [long]))"),
      (4, "author \(random.element(of: texts))"), (6, "cancel"), (5, "edit"), (3, "save"),
      (4, "find \(random.element(of: texts))"), (1, "reset"), (4, "delete"), (4, "discard"),
      (3, "keep"),
      (8, ":tab \(random.element(of: ShelfModel.tabs + ["nope"]))"), (5, ":back"),
      (2, ":dismiss"), (8, ":open \(random.element(of: links))"),
      (6, ":open \(random.element(of: urls))"), (1, ":path"), (2, ":path --url"),
    ])
  }

  /// Runs one random line on both; the first disagreement, if any.
  func step() async -> String? {
    let line = nextLine()
    lines.append(line)
    let outcome = await dispatcher.runToRest(line)
    let before = model
    let expected = model.step(line)
    if let failure = verdictDisagreement(outcome.verdict, expected) {
      return "\(line): \(failure)"
    }
    count(line, expected, before: before)
    if let failure = outputDisagreement(line, outcome, before: before) {
      return "\(line): \(failure)"
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
    if let alert = model.alert {
      let dialog = app.router.topScreen as? DialogScreen
      let keys = dialog?.buttons.map(\.key)
      if dialog?.screenName != "Alert" || keys != alert.choices {
        return
          "\(line): the app's top is \(dialog.map { "\($0.screenName) \(keys ?? [])" } ?? "no dialog"), model Alert \(alert.choices)"
      }
    }
    if let failure = editorDisagreement() {
      return "\(line): \(failure)"
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

  /// Whether the shell's verdict is the model's; a refusal CLI.md words must say so.
  private func verdictDisagreement(
    _ verdict: LineOutcome.Verdict, _ expected: ShelfModel.Verdict
  ) -> String? {
    let wording: String? =
      switch expected {
      case .answerTheDialogFirst: "answer the dialog first"
      case .unsavedChanges: "unsaved changes"
      case .accepted, .rejected: nil
      }
    switch verdict {
    case .accepted where expected.isAccepted: return nil
    case .rejected(let message) where !expected.isAccepted:
      guard let wording, !message.contains(wording) else { return nil }
      return "shell rejected it with \"\(message)\", model says \"\(wording)\""
    default: return "shell \(verdict), model \(expected)"
    }
  }

  /// What a line printed: `:path` the model's path, `:path --url` its URL; a link opened during
  /// the onboarding nothing; a `start` a warning exactly when the link it kept was not opened.
  private func outputDisagreement(
    _ line: String, _ outcome: LineOutcome, before: ShelfModel
  ) -> String? {
    let expected: String? =
      switch line {
      case ":path": model.path
      case ":path --url": model.url
      default: nil
      }
    if outcome.result != expected {
      return "printed \(outcome.result ?? "nothing"), model \(expected ?? "nothing")"
    }
    if before.isWelcome, line.hasPrefix(":open "), outcome.display != .none {
      return "a link during the onboarding showed a screen"
    }
    let warned = outcome.notes.warnings.contains { $0.contains("was not opened") }
    if warned != model.keptLinkFailed || outcome.notes.warnings.count != (warned ? 1 : 0) {
      return "warnings \(outcome.notes.warnings), model: kept link failed \(model.keptLinkFailed)"
    }
    return nil
  }

  private func count(_ line: String, _ verdict: ShelfModel.Verdict, before: ShelfModel) {
    let word = String(line.split(separator: " ").first ?? "")
    if line.hasPrefix(":open "), !line.hasPrefix(":open /") {
      counts[verdict.isAccepted ? "URL accepted" : "URL rejected", default: 0] += 1
    }
    if before.isWelcome, line.hasPrefix(":open ") {
      counts[verdict.isAccepted ? "link kept" : "link refused before start", default: 0] += 1
    }
    if before.keptLink != nil, model.keptLink == nil {
      counts[model.keptLinkFailed ? "kept link not opened" : "kept link opened", default: 0] += 1
    }
    if line.hasPrefix(":path") {
      counts[line, default: 0] += 1
      return
    }
    if model.books.isEmpty, !model.isWelcome, model.alert == nil, model.top == .bookList {
      counts["empty BookList", default: 0] += 1
    }
    if model.alert != nil {
      counts["alert", default: 0] += 1
      if before.alert == nil { counts["asked by \(word)", default: 0] += 1 }
    }
    guard verdict.isAccepted, before.alert != nil else {
      if verdict == .unsavedChanges { counts["unsaved link", default: 0] += 1 }
      return
    }
    counts["answered \(word)", default: 0] += 1
    if word == "delete",
      ShelfModel.tabs.contains(where: {
        $0 != model.selected && before.stacks[$0] != model.stacks[$0]
      })
    {
      counts["deleted on two tabs", default: 0] += 1
    }
  }

  /// Every started tab's Editor: there when the model has one, with its draft, unsaved when the
  /// model's draft differs from the title it started from.
  private func editorDisagreement() -> String? {
    guard !model.isWelcome, let tabs = app.tabs else { return nil }
    for tab in ["books", "search"] where model.started.contains(tab) {
      // Only flows that started: asking for another would start it.
      let editor = tab == "books" ? tabs.booksFlow.editor : tabs.searchFlow.editor
      let page = model.stacks[tab]?.first { if case .editor = $0 { true } else { false } }
      switch (page, editor) {
      case (nil, nil): continue
      case (.editor(_, _, let draft), let editor?):
        if editor.draft.title != draft {
          return "the \(tab) editor's draft is \(editor.draft.title), model \(draft)"
        }
        if editor.hasUnsavedChanges != page?.hasUnsavedDraft {
          return
            "the \(tab) editor's unsaved changes: \(editor.hasUnsavedChanges), model \(page?.hasUnsavedDraft == true)"
        }
      default:
        return
          "the \(tab) editor is \(editor == nil ? "gone" : "there"), model \(page.map { "\($0)" } ?? "none")"
      }
    }
    return nil
  }

  /// Every tab's screens, the modal's and the dialog's, as names.
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
      let kind = level.first?.isDialog == true ? "dialog" : "modal"
      result.append("\(kind): " + level.map(\.screen).joined(separator: ", "))
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
    if model.alert != nil { result.append("dialog: Alert") }
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
