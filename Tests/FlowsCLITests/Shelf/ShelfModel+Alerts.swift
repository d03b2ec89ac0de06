/// The Alerts of `../shared/CLI.md`: `Discard changes?`, which an Editor with an unsaved draft
/// opens in place of leaving, and `Delete TITLE?`, which BookDetail's `delete` opens.
extension ShelfModel {
  enum Alert: Equatable {
    /// `Discard changes?`, asked by the Editor of the book titled `title` (as saved).
    case discard(title: String)
    /// `Delete TITLE?`, asked by the BookDetail of the book on top of the selected tab.
    case delete(Int, title: String)

    /// Whether it is the Editor's.
    var isDiscard: Bool {
      if case .discard = self { true } else { false }
    }

    /// Its title.
    var title: String {
      switch self {
      case .discard: "Discard changes?"
      case .delete(_, let title): "Delete \(title)?"
      }
    }

    /// What it says, as CLI.md's third edition has it: its title, its message, then one line
    /// per choice, `KEY — TITLE (ROLE)`.
    var messages: [String] {
      switch self {
      case .discard(let title):
        [
          "Discard changes?", "Your edits to \(title) will be lost.",
          "discard — Discard (destructive)", "keep — Keep Editing (cancel)",
        ]
      case .delete(_, let title):
        [
          "Delete \(title)?", "It will be removed from every tab.",
          "delete — Delete (destructive)", "cancel — Cancel (cancel)",
        ]
      }
    }

    /// Its choices, in the order CLI.md lists them.
    var choices: [String] {
      switch self {
      case .discard: ["discard", "keep"]
      case .delete: ["delete", "cancel"]
      }
    }
  }

  /// A line while an Alert is open: only its choices are accepted as actions; `:back`,
  /// `:dismiss`, `:tab` and `:open` are refused (`answer the dialog first`).
  mutating func answer(_ first: String, _ rest: String) -> Verdict {
    guard let alert else { return .rejected }
    switch first {
    case ":back", ":dismiss", ":open": return .answerTheDialogFirst
    // A tab that does not exist may be refused for that first.
    case ":tab": return Self.tabs.contains(rest) ? .answerTheDialogFirst : .rejected
    default: break
    }
    guard rest.isEmpty, alert.choices.contains(first) else { return .rejected }
    self.alert = nil
    switch (alert, first) {
    // The Editor leaves and its draft is lost; only the Editor, whatever asked.
    case (.discard, "discard"): stacks[selected]?.removeLast()
    case (.delete(let id, _), "delete"): delete(id)
    default: break  // keep, cancel: back where the Alert opened, as it was
    }
    return .accepted
  }

  /// Removes the book and takes every screen of it off every tab: each stack is cut at its
  /// first page of the book.
  mutating func delete(_ id: Int) {
    books.removeAll { $0.id == id }
    for (tab, stack) in stacks {
      if let index = stack.firstIndex(where: { $0.bookID == id }) {
        stacks[tab] = Array(stack.prefix(index))
      }
    }
  }
}
