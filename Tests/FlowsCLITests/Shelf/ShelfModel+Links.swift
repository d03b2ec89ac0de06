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

  mutating func open(_ link: String) -> Verdict {
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
