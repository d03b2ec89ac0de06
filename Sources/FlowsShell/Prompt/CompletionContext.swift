/// What Tab can complete on the current screen: its actions and their fixed words, the shell
/// commands and their options, and the paths the app opens.
struct CompletionContext: Equatable, Sendable {
  /// Each action of the top screen: its name and the fixed words its argument takes.
  var actions: [(name: String, choices: [String])] = []
  /// The paths `:open` and `:expect path` take.
  var paths: [String] = []

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.paths == rhs.paths && lhs.actions.map(\.name) == rhs.actions.map(\.name)
      && lhs.actions.map(\.choices) == rhs.actions.map(\.choices)
  }

  /// The words that may follow `words`, the whole words before the one being completed.
  func candidates(after words: [Substring]) -> [String] {
    guard let first = words.first else {
      return actions.map(\.name) + Self.commands.map(\.name)
    }
    let rest = words.dropFirst().map(String.init)
    if let command = Self.commands.first(where: { $0.name == first }) {
      return command.next(rest, paths)
    }
    guard rest.isEmpty, let action = actions.first(where: { $0.name == first }) else {
      return []
    }
    return action.choices
  }

  /// A shell command and the words that may follow the words already after it.
  private struct Command: Sendable {
    var name: String
    var next: @Sendable ([String], [String]) -> [String]

    init(
      _ name: String, next: @escaping @Sendable ([String], [String]) -> [String] = { _, _ in [] }
    ) {
      self.name = name
      self.next = next
    }
  }

  private static let commands: [Command] = [
    Command(":help"), Command(":screen"),
    Command(":tree") { words, _ in
      switch words {
      case []: ["--format"]
      case ["--format"]: TreeOutputFormat.allCases.map(\.rawValue)
      default: []
      }
    },
    Command(":stack"), Command(":path"),
    Command(":open") { words, paths in words.isEmpty ? paths : [] },
    Command(":back") { words, _ in words.isEmpty ? ["--cancel"] : [] },
    Command(":dismiss"),
    Command(":expect") { words, paths in
      switch words {
      case []: ["screen", "path", "tree"]
      case ["path"]: paths
      default: []
      }
    },
    Command(":quit"),
  ]
}
