/// The shelf app as `../shared/CLI.md` describes it, written from the contract and not from
/// the app: what each line does to the tabs, their stacks, the modal, the Alert and the books.
///
/// Links are in `ShelfModel+Links.swift`; the Editor's guard, the Alerts and `delete` in
/// `ShelfModel+Alerts.swift`.
struct ShelfModel {
  /// A line's verdict; the two refusals CLI.md names a message for are told apart.
  enum Verdict: Equatable {
    case accepted, rejected
    /// Rejected while an Alert is open: `answer the dialog first`.
    case answerTheDialogFirst
    /// A link that would take an Editor with an unsaved draft: `unsaved changes`.
    case unsavedChanges

    var isAccepted: Bool { self == .accepted }
  }

  typealias Book = (id: Int, title: String, author: String)

  /// A screen on a tab's stack.
  enum Page: Equatable {
    case bookList, search, account
    case results(String)
    case detail(Int)
    /// The Editor of a book: the title it started from (what it counts as saved) and its draft.
    case editor(Int, saved: String, draft: String)

    var name: String {
      switch self {
      case .bookList: "BookList"
      case .search: "Search"
      case .account: "Account"
      case .results: "Results"
      case .detail: "BookDetail"
      case .editor: "Editor"
      }
    }

    /// The path component it adds; a tab's root adds none.
    var component: String? {
      switch self {
      case .bookList, .search, .account: nil
      case .results(let text): ShelfModel.encoded(text)
      case .detail(let id): String(id)
      case .editor: "edit"
      }
    }

    /// The book it shows, if it shows one.
    var bookID: Int? {
      switch self {
      case .detail(let id), .editor(let id, _, _): id
      default: nil
      }
    }

    /// Whether it is an Editor whose draft differs from the title it counts as saved.
    var hasUnsavedDraft: Bool {
      if case .editor(_, let saved, let draft) = self { saved != draft } else { false }
    }

    /// Pages that stand for the same place: an editor whatever its draft.
    func isSamePlace(as other: Page) -> Bool {
      switch (self, other) {
      case (.editor(let a, _, _), .editor(let b, _, _)): a == b
      default: self == other
      }
    }
  }

  enum Modal: Equatable {
    case addTitle
    case addAuthor(String)
  }

  static let tabs = ["books", "search", "account"]
  static let initialBooks: [Book] = [
    (1, "Dune", "Frank Herbert"), (2, "Neuromancer", "William Gibson"),
    (3, "The Left Hand of Darkness", "Ursula K. Le Guin"),
  ]

  var books: [Book] = initialBooks
  var isWelcome = true
  var selected = "books"
  var stacks: [String: [Page]] = [:]
  /// The tabs whose flows started, in start order.
  var started: [String] = []
  var modal: Modal?
  /// The Alert over the tabs, asked by the selected tab's top screen.
  var alert: Alert?
  /// The last link opened during the onboarding that `start` can open, for it to open.
  var keptLink: String?
  /// Whether the last line was a `start` whose kept link could not be opened (a warning says
  /// so).
  var keptLinkFailed = false

  /// Percent-encodes a search's text as a path segment (RFC 3986 `pchar`): ASCII letters,
  /// digits and `-._~!$&'()*+,;=:@` as they are, every other byte as `%XX`.
  static func encoded(_ text: String) -> String {
    let kept = Set("-._~!$&'()*+,;=:@".unicodeScalars)
    return text.utf8.map { byte in
      let scalar = Unicode.Scalar(byte)
      let plain =
        byte < 0x80
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || kept.contains(scalar))
      return plain ? String(scalar) : "%" + String(byte, radix: 16, uppercase: true)
    }.joined()
  }

  func matches(_ text: String) -> [Book] {
    books.filter {
      $0.title.lowercased().contains(text.lowercased())
        || $0.author.lowercased().contains(text.lowercased())
    }
  }

  func book(_ id: Int) -> Book? {
    books.first { $0.id == id }
  }

  var top: Page? { stacks[selected]?.last }

  /// The path; under an Alert, the path under it.
  var path: String {
    if isWelcome { return "/welcome" }
    switch modal {
    case .addTitle: return "/books/add"
    case .addAuthor: return "/books/add/author"
    case nil: break
    }
    return "/" + selected
      + (stacks[selected] ?? []).compactMap(\.component).map { "/" + $0 }.joined()
  }

  /// The path as `:path --url` prints it: the app's own scheme, `shelf://books/2`.
  var url: String { "shelf://" + path.dropFirst() }

  var treeLine: String {
    if isWelcome { return "ShelfAppCoordinator(OnboardingFlowCoordinator)" }
    let flows = started.map { tab -> String in
      let name =
        ["books": "BooksFlowCoordinator", "search": "SearchFlowCoordinator"][tab]
        ?? "AccountFlowCoordinator"
      // The Alert's Dialog is a child of the coordinator that asked: the Editor's flow for
      // discard, the tab's flow for delete.
      let asks = tab == selected ? alert : nil
      var children: [String] = []
      if stacks[tab]?.contains(where: { if case .editor = $0 { true } else { false } }) == true {
        children.append("BookEditorFlowCoordinator" + (asks?.isDiscard == true ? "(Dialog)" : ""))
      }
      if tab == "books" && modal != nil { children.append("AddBookFlowCoordinator") }
      if case .delete = asks { children.append("Dialog") }
      return children.isEmpty ? name : "\(name)(\(children.joined(separator: ", ")))"
    }
    return "ShelfAppCoordinator(TabsCoordinator(\(flows.joined(separator: ", "))))"
  }

  /// What the top screen says, where CLI.md says it; `nil` for the others.
  var messages: [String]? {
    if let alert { return alert.messages }
    if isWelcome || modal != nil { return nil }
    let line = { (book: Book) in "#\(book.id) \(book.title) — \(book.author)" }
    switch top {
    // CLI.md gives BookList one line per book and no word for an empty shelf, which only
    // `delete` makes; the shell reference (Documentation/Shell.md) words it.
    case .bookList: return books.isEmpty ? ["no books on the shelf"] : books.map(line)
    case .results(let text):
      let found = matches(text)
      return found.isEmpty ? ["no books match \"\(text)\""] : found.map(line)
    case .detail(let id): return book(id).map { [line($0)] }
    case .account: return ["\(books.count) books on the shelf"]
    default: return nil
    }
  }

  // MARK: - Steps

  mutating func step(_ line: String) -> Verdict {
    keptLinkFailed = false
    let words = line.split(separator: " ").map(String.init)
    guard let first = words.first else { return .rejected }
    let rest = words.dropFirst().joined(separator: " ")
    // `:path` only reads where the app is, an Alert's path being the path under it.
    if first == ":path" { return rest.isEmpty || rest == "--url" ? .accepted : .rejected }
    if alert != nil {
      return answer(first, rest)
    }
    switch first {
    case ":tab": return tab(rest)
    case ":back": return back()
    case ":dismiss":
      guard modal != nil else { return .rejected }
      modal = nil
      return .accepted
    case ":open": return open(rest)
    default: return action(first, rest)
    }
  }

  mutating func show(_ tab: String) {
    selected = tab
    if !started.contains(tab) {
      started.append(tab)
      stacks[tab] = [["books": .bookList, "search": .search][tab] ?? .account]
    }
  }

  /// The tab bar: another tab is shown as it was; the selected one pops to its root, unless an
  /// Editor with an unsaved draft is above the root, which asks instead.
  private mutating func tab(_ name: String) -> Verdict {
    guard !isWelcome, modal == nil, Self.tabs.contains(name) else { return .rejected }
    if name == selected {
      let stack = stacks[name] ?? []
      if let editor = stack.dropFirst().first(where: \.hasUnsavedDraft),
        case .editor(_, let saved, _) = editor
      {
        alert = .discard(title: saved)
      } else {
        stacks[name] = Array(stack.prefix(1))
      }
    } else {
      show(name)
    }
    return .accepted
  }

  private mutating func back() -> Verdict {
    if isWelcome { return .rejected }
    if let modal {
      guard case .addAuthor = modal else { return .rejected }
      self.modal = .addTitle
      return .accepted
    }
    guard let stack = stacks[selected], let top = stack.last, stack.count > 1 else {
      return .rejected
    }
    if top.hasUnsavedDraft, case .editor(_, let saved, _) = top {
      alert = .discard(title: saved)
    } else {
      stacks[selected] = Array(stack.dropLast())
    }
    return .accepted
  }

  private mutating func action(_ name: String, _ text: String) -> Verdict {
    let isText = (1...200).contains(text.count)
    if isWelcome {
      guard name == "start", text.isEmpty else { return .rejected }
      isWelcome = false
      show("books")
      // A link kept during the onboarding opens from the fresh tabs, as `:open` would.
      if let link = keptLink {
        keptLink = nil
        keptLinkFailed = !open(link).isAccepted
      }
      return .accepted
    }
    if let modal {
      switch (modal, name) {
      case (.addTitle, "title") where isText: self.modal = .addAuthor(text)
      case (.addAuthor(let title), "author") where isText:
        books.append(((books.map(\.id).max() ?? 0) + 1, title, text))
        self.modal = nil
      case (_, "cancel") where text.isEmpty: self.modal = nil
      default: return .rejected
      }
      return .accepted
    }
    let id = Int(text)
    switch (top, name) {
    case (.bookList, "open"):
      guard let id, book(id) != nil else { return .rejected }
      stacks[selected]?.append(.detail(id))
    case (.bookList, "add") where text.isEmpty: modal = .addTitle
    case (.detail(let id), "edit") where text.isEmpty:
      let title = book(id)?.title ?? ""
      stacks[selected]?.append(.editor(id, saved: title, draft: title))
    case (.detail(let id), "delete") where text.isEmpty:
      alert = .delete(id, title: book(id)?.title ?? "")
    case (.editor(let id, let saved, _), "title") where isText:
      stacks[selected]?.removeLast()
      stacks[selected]?.append(.editor(id, saved: saved, draft: text))
    case (.editor(let id, _, let draft), "save") where text.isEmpty:
      if let index = books.firstIndex(where: { $0.id == id }) { books[index].title = draft }
      stacks[selected]?.removeLast()
    case (.editor(_, let saved, let draft), "cancel") where text.isEmpty:
      if saved != draft {
        alert = .discard(title: saved)
      } else {
        stacks[selected]?.removeLast()
      }
    case (.search, "find") where isText: stacks[selected]?.append(.results(text))
    case (.results(let search), "open"):
      guard let id, matches(search).contains(where: { $0.id == id }) else { return .rejected }
      stacks[selected]?.append(.detail(id))
    case (.account, "reset") where text.isEmpty:
      self = ShelfModel()
    default: return .rejected
    }
    return .accepted
  }
}
