/// Links (`:open`) as `../shared/CLI.md` describes them: the whole link is checked first, then
/// its tab's stack moves by the shortest pop/push, unless that would take an Editor with an
/// unsaved draft off it.
extension ShelfModel {
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
          pages.append(.editor(id, saved: book.title, draft: book.title))
        }
      default: return nil
      }
      return ("books", pages, false)
    case "search":
      var pages: [Page] = [.search]
      if parts.count >= 2 {
        guard let text = parts[1].removingPercentEncodingForModel.flatMap(Self.typed),
          (1...200).contains(text.count)
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
            pages.append(.editor(id, saved: book.title, draft: book.title))
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

  /// A link's form, as the brief of CLI.md's links has it: a path, or a URL of `shelf://` or
  /// `https://shelf.example` (scheme and host in any case), with no fragment, valid
  /// percent-escapes, no empty component and a query of named items. The path it names and
  /// its query, decoded; `nil` for a link malformed in form.
  static func read(_ link: String) -> (path: String, query: [(name: String, value: String)])? {
    guard !link.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
      return nil
    }
    var rest = Substring(link)
    if !link.hasPrefix("/") {
      guard let separator = link.firstRange(of: "://") else { return nil }
      let after = link[separator.upperBound...]
      switch link[..<separator.lowerBound].lowercased() {
      case "shelf": rest = "/" + after
      case "https":
        let end = after.firstIndex { "/?#".contains($0) } ?? after.endIndex
        guard after[..<end].lowercased() == "shelf.example" else { return nil }
        rest = after[end...].hasPrefix("/") ? after[end...] : "/" + after[end...]
      default: return nil
      }
    }
    guard !rest.contains("#") else { return nil }
    let pathText = rest.prefix { $0 != "?" }
    let parts = pathText.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    if pathText != "/",
      parts.contains(where: { $0.isEmpty || String($0).removingPercentEncodingForModel == nil })
    {
      return nil
    }
    var query: [(name: String, value: String)] = []
    for piece in rest.dropFirst(pathText.count + 1).split(separator: "&") {
      let name = piece.prefix { $0 != "=" }
      guard let decodedName = String(name).removingPercentEncodingForModel,
        !decodedName.isEmpty,
        let value = String(piece.dropFirst(name.count + 1)).removingPercentEncodingForModel
      else { return nil }
      query.append((decodedName, value))
    }
    return (String(pathText), query)
  }

  /// The path a link opens: its own, or for `?q=TEXT` on `/search` (the only query item,
  /// given once), `/search/TEXT`; `nil` for a malformed link or another query.
  static func openedPath(_ link: String) -> String? {
    guard let (path, query) = read(link) else { return nil }
    if query.isEmpty { return path }
    guard path == "/search", query.count == 1, query[0].name == "q",
      let text = typed(query[0].value), (1...200).contains(text.count)
    else { return nil }
    return "/search/" + encoded(text)
  }

  /// A search's text as `find` takes it from a line: its words joined by one space; `nil` for
  /// white space only. (The model's links decode only printable ASCII: no NUL, no tab.)
  static func typed(_ text: String) -> String? {
    let words = text.split(separator: " ")
    return words.isEmpty ? nil : words.joined(separator: " ")
  }

  /// `path` with every component written as the app writes it: decoded, then encoded again.
  static func canonical(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { part in
      String(part).removingPercentEncodingForModel.map(encoded) ?? String(part)
    }.joined(separator: "/")
  }

  mutating func open(_ link: String) -> Verdict {
    // During the onboarding a link is checked as `start` will open it, from the fresh tabs:
    // one rejected then is rejected now and not kept; the last one accepted is kept.
    if isWelcome {
      var started = self
      started.isWelcome = false
      started.show("books")
      guard started.open(link).isAccepted else { return .rejected }
      keptLink = link
      return .accepted
    }
    guard let opened = Self.openedPath(link) else { return .rejected }
    // Opening where the app already is changes nothing, even a place no link opens; every
    // component, a search's text and an id alike, names the same place however it is encoded.
    let link = Self.canonical(opened)
    guard link != path else { return .accepted }
    guard let place = place(link) else { return .rejected }
    // A tab not started yet has nothing to pop: its root is the link's first page.
    let stack = stacks[place.tab] ?? []
    var common = 0
    while common < stack.count, common < place.pages.count,
      stack[common].isSamePlace(as: place.pages[common])
    {
      common += 1
    }
    // Only the link's own tab moves, so only an Editor there can refuse; then nothing moves,
    // the modal included.
    if stack.dropFirst(common).contains(where: \.hasUnsavedDraft) { return .unsavedChanges }
    if modal != nil && !place.adding {
      modal = nil
    }
    show(place.tab)
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
