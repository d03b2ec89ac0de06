import Coordinator

/// The text of `:help`: the shell commands, the paths, and what the current screen accepts.
enum ShellHelp {
  /// The help for a session whose top screen is `screen`, in an app that opens `paths`, has
  /// `tabs` now, or `showsTabs` later (`:tab` is listed only then, saying when there are none
  /// yet) and, with `hasURLs`, links that are URLs (`:path --url` is listed only then).
  @MainActor
  static func text(
    for screen: (any ShellScreen)?, paths: [FlowPath], tabs: [String] = [],
    showsTabs: Bool = false, hasURLs: Bool = false
  ) -> String {
    let width = LineParser.commandUsages.map(\.usage.count).max() ?? 0
    var lines = ["shell commands:"]
    for (usage, summary) in LineParser.commandUsages
    where (!tabs.isEmpty || showsTabs || usage != LineParser.tabUsage)
      && (hasURLs || usage != LineParser.urlUsage)
    {
      let later = usage == LineParser.tabUsage && tabs.isEmpty ? " (no tabs yet)" : ""
      lines.append("  " + usage.padding(to: width) + "  " + summary + later)
    }
    if !tabs.isEmpty {
      lines.append("tabs (for :tab):")
      lines += wrapped(tabs, width: 78).map { "  " + $0 }
    }
    if !paths.isEmpty {
      lines.append("paths (for :open and :expect path):")
      lines += wrapped(paths.map(\.description), width: 78).map { "  " + $0 }
    }
    if let screen {
      lines.append("actions on \(screen.screenName):")
      lines += screen.actionUsages.map { "  \($0)" }
    }
    return lines.joined(separator: "\n")
  }

  /// `words` joined by spaces into lines of at most `width` characters, where words allow.
  private static func wrapped(_ words: [String], width: Int) -> [String] {
    var lines: [String] = []
    for word in words {
      if let last = lines.last, last.count + 1 + word.count <= width {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(word)
      }
    }
    return lines
  }
}

extension String {
  /// The string followed by spaces up to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
