/// What Tab can complete on the current screen: its actions and their fixed words, the shell
/// commands and their options, and the paths the app opens.
struct CompletionContext: Equatable, Sendable {
  /// Each action of the top screen: its name and the fixed words its argument takes.
  var actions: [(name: String, choices: [String])] = []
  /// The paths `:open` and `:expect path` take.
  var paths: [String] = []
  /// The tabs `:tab` takes; with none, `:tab` is not offered.
  var tabs: [String] = []
  /// Whether the app's links are URLs, so that `:path` takes `--url`.
  var hasURLs = false

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.paths == rhs.paths && lhs.tabs == rhs.tabs && lhs.hasURLs == rhs.hasURLs
      && lhs.actions.map(\.name) == rhs.actions.map(\.name)
      && lhs.actions.map(\.choices) == rhs.actions.map(\.choices)
  }

  /// The words that may follow `words`, the whole words before the one being completed.
  func candidates(after words: [Substring]) -> [String] {
    let commands = tabs.isEmpty ? Self.commandNames.filter { $0 != ":tab" } : Self.commandNames
    guard let first = words.first.map(String.init) else {
      return actions.map(\.name) + commands
    }
    let rest = words.dropFirst().map(String.init)
    if commands.contains(first) {
      if first == ":path" { return rest.isEmpty && hasURLs ? ["--url"] : [] }
      return first == ":tab"
        ? (rest.isEmpty ? tabs : []) : Self.words(after: first, rest, paths: paths)
    }
    guard rest.isEmpty, let action = actions.first(where: { $0.name == first }) else {
      return []
    }
    return action.choices
  }

  /// Every shell command, named as `:help` lists them.
  private static let commandNames: [String] = LineParser.commandUsages.reduce(into: []) {
    names, command in
    let name = String(command.usage.prefix { $0 != " " })
    if !names.contains(name) { names.append(name) }
  }

  /// The words that may follow `command` and the words after it, `rest`.
  private static func words(after command: String, _ rest: [String], paths: [String]) -> [String] {
    switch (command, rest) {
    case (":tree", []): ["--format"]
    case (":tree", ["--format"]): TreeOutputFormat.allCases.map(\.rawValue)
    case (":open", []): paths
    case (":back", []): ["--cancel"]
    case (":expect", []): ["screen", "path", "tree"]
    case (":expect", ["path"]): paths
    default: []
    }
  }
}
