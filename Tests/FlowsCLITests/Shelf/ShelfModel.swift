/// The shelf app as `../shared/CLI.md` describes it, written from the contract and not from
/// the app: what each line does to the tabs, their stacks, the modal and the books.
///
/// The Editor's guard, the Alerts and `delete` are not in it yet: the app has none.
struct ShelfModel {
  enum Verdict: Equatable {
    case accepted, rejected
  }

  /// A screen on a tab's stack.
  enum Page: Equatable {
    case bookList, search, account
    case results(String)
    case detail(Int)
    case editor(Int, draft: String)

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

    /// Pages that stand for the same place: an editor whatever its draft.
    func isSamePlace(as other: Page) -> Bool {
      switch (self, other) {
      case (.editor(let a, _), .editor(let b, _)): a == b
      default: self == other
      }
    }
  }

  enum Modal: Equatable {
    case addTitle
    case addAuthor(String)
  }

  static let tabs = ["books", "search", "account"]
  static let initialBooks = [
    (1, "Dune", "Frank Herbert"), (2, "Neuromancer", "William Gibson"),
    (3, "The Left Hand of Darkness", "Ursula K. Le Guin"),
  ]

  var books: [(id: Int, title: String, author: String)] = initialBooks
  var isWelcome = true
  var selected = "books"
  var stacks: [String: [Page]] = [:]
  /// The tabs whose flows started, in start order.
  var started: [String] = []
  var modal: Modal?

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

  func matches(_ text: String) -> [(id: Int, title: String, author: String)] {
    books.filter {
      $0.title.lowercased().contains(text.lowercased())
        || $0.author.lowercased().contains(text.lowercased())
    }
  }

  func book(_ id: Int) -> (id: Int, title: String, author: String)? {
    books.first { $0.id == id }
  }

  var top: Page? { stacks[selected]?.last }

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

  var treeLine: String {
    if isWelcome { return "ShelfAppCoordinator(OnboardingFlowCoordinator)" }
    let flows = started.map { tab -> String in
      let name =
        ["books": "BooksFlowCoordinator", "search": "SearchFlowCoordinator"][tab]
        ?? "AccountFlowCoordinator"
      if stacks[tab]?.contains(where: { if case .editor = $0 { true } else { false } }) == true {
        return name + "(BookEditorFlowCoordinator)"
      }
      if tab == "books" && modal != nil { return name + "(AddBookFlowCoordinator)" }
      return name
    }
    return "ShelfAppCoordinator(TabsCoordinator(\(flows.joined(separator: ", "))))"
  }

  /// What the top screen says, where CLI.md says it; `nil` for the others.
  var messages: [String]? {
    if isWelcome || modal != nil { return nil }
    let line = { (book: (id: Int, title: String, author: String)) in
      "#\(book.id) \(book.title) — \(book.author)"
    }
    switch top {
    case .bookList: return books.map(line)
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
    let words = line.split(separator: " ").map(String.init)
    guard let first = words.first else { return .rejected }
    let rest = words.dropFirst().joined(separator: " ")
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

  private mutating func show(_ tab: String) {
    selected = tab
    if !started.contains(tab) {
      started.append(tab)
      stacks[tab] = [["books": .bookList, "search": .search][tab] ?? .account]
    }
  }

  private mutating func tab(_ name: String) -> Verdict {
    guard !isWelcome, modal == nil, Self.tabs.contains(name) else { return .rejected }
    if name == selected {
      stacks[name] = Array((stacks[name] ?? []).prefix(1))
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
    guard let stack = stacks[selected], stack.count > 1 else { return .rejected }
    stacks[selected] = Array(stack.dropLast())
    return .accepted
  }

  private mutating func action(_ name: String, _ text: String) -> Verdict {
    let isText = (1...200).contains(text.count)
    if isWelcome {
      guard name == "start", text.isEmpty else { return .rejected }
      isWelcome = false
      show("books")
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
      stacks[selected]?.append(.editor(id, draft: title))
    case (.editor(let id, _), "title") where isText:
      stacks[selected]?.removeLast()
      stacks[selected]?.append(.editor(id, draft: text))
    case (.editor(let id, let draft), "save") where text.isEmpty:
      if let index = books.firstIndex(where: { $0.id == id }) { books[index].title = draft }
      stacks[selected]?.removeLast()
    case (.editor, "cancel") where text.isEmpty: stacks[selected]?.removeLast()
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

  /// The tab and pages a link names, or `nil` for one that cannot be opened now.
  private func place(_ link: String) -> (tab: String, pages: [Page], adding: Bool)? {
    guard link.hasPrefix("/") else { return nil }
    let parts = link.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(
      String.init)
    let id = { (text: String) -> Int? in
      Int(text).flatMap { $0 > 0 && String($0) == text ? $0 : nil }
    }
    switch parts.first {
    case "books":
      var pages: [Page] = [.bookList]
      switch parts.count {
      case 1: break
      case 2 where parts[1] == "add": return ("books", pages, true)
      case 2, 3:
        guard let id = id(parts[1]), let book = book(id) else { return nil }
        pages.append(.detail(id))
        if parts.count == 3 {
          guard parts[2] == "edit" else { return nil }
          pages.append(.editor(id, draft: book.title))
        }
      default: return nil
      }
      return ("books", pages, false)
    case "search":
      var pages: [Page] = [.search]
      if parts.count >= 2 {
        guard let text = parts[1].removingPercentEncodingForModel, (1...200).contains(text.count)
        else { return nil }
        pages.append(.results(text))
        if parts.count >= 3 {
          // A book among the results, or the one on show there, which an edit may have
          // taken out of them.
          let shown = (stacks["search"] ?? []).dropFirst().prefix(2)
          guard let id = id(parts[2]),
            let book = matches(text).first(where: { $0.id == id })
              ?? (Array(shown) == [.results(text), .detail(id)] ? book(id) : nil)
          else { return nil }
          pages.append(.detail(id))
          if parts.count == 4 {
            guard parts[3] == "edit" else { return nil }
            pages.append(.editor(id, draft: book.title))
          }
          if parts.count > 4 { return nil }
        }
      }
      return ("search", pages, false)
    case "account":
      return parts.count == 1 ? ("account", [.account], false) : nil
    default:
      return nil
    }
  }

  private mutating func open(_ link: String) -> Verdict {
    // Opening where the app already is changes nothing, even a place no link opens; a
    // search's text names the same place however it is encoded.
    guard !isWelcome else { return .rejected }
    var parts = link.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if parts.count > 2, parts[1] == "search", let text = parts[2].removingPercentEncodingForModel,
      (1...200).contains(text.count)
    {
      parts[2] = Self.encoded(text)
    }
    guard parts.joined(separator: "/") != path else { return .accepted }
    guard let place = place(link) else { return .rejected }
    if modal != nil && !place.adding {
      modal = nil
    }
    show(place.tab)
    let stack = stacks[place.tab] ?? []
    var common = 0
    while common < stack.count, common < place.pages.count,
      stack[common].isSamePlace(as: place.pages[common])
    {
      common += 1
    }
    stacks[place.tab] = Array(stack.prefix(common)) + place.pages.dropFirst(common)
    if place.adding {
      modal = modal ?? .addTitle
      if case .addAuthor = modal { modal = .addTitle }
    }
    return .accepted
  }
}

extension String {
  /// Every `%XX` decoded as the printable ASCII character XX names; `nil` for a `%` without
  /// two hex digits or one that names another byte (the model's links hold no other).
  fileprivate var removingPercentEncodingForModel: String? {
    var result = ""
    var rest = Substring(self)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let hex = rest[rest.index(after: percent)...].prefix(2)
      guard hex.count == 2, let value = UInt8(hex, radix: 16),
        (0x20...0x7E).contains(value), case let scalar = Unicode.Scalar(value)
      else { return nil }
      result.unicodeScalars.append(scalar)
      rest = rest[hex.endIndex...]
    }
    return result + rest
  }
}
