import Coordinator

/// Turns a line of text into a screen action or a shell command, without running anything.
///
/// Words are separated by white space. A line starting with `:` is a shell
/// command and must be one of them, well formed; any other line is an action
/// and its arguments, which only the screen on top can check.
struct LineParser {
  /// The usage of every shell command, in the order `:help` lists them.
  static let commandUsages: [(usage: String, summary: String)] = [
    (":help", "the shell commands and the current screen's actions"),
    (":screen", "render the current screen"),
    (":tree [--format F]", "the coordinator tree; F: text, line, mermaid, dot or json"),
    (":stack", "every router level with its entries and their ids"),
    (":state", "what the screen holds, such as what was typed, one KEY: VALUE line each"),
    (":path", "the current path"),
    (Self.urlUsage, "the current path as a URL of the app's links"),
    (":open PATH", "go to PATH, a deep link"),
    (":back", "the back button: an interactive pop that completes"),
    (":back --cancel", "a back-swipe that is cancelled: nothing changes"),
    (":dismiss", "swipe down the top modal level"),
    (Self.tabUsage, "tap tab NAME of the tab bar; the selected tab pops to its root"),
    (":expect screen NAME", "fail unless the top screen is NAME"),
    (":expect path PATH", "fail unless the current path is PATH"),
    (":expect tree LINE", "fail unless the one-line tree is LINE"),
    (":wait DURATION", "let DURATION pass on the app's clock, such as 250ms, 2s or 3m"),
    (":quit", "end the session"),
  ]

  /// The usage of `:tab`, which `:help` lists only for an app with tabs.
  static let tabUsage = ":tab NAME"

  /// The usage of `:path --url`, which `:help` lists only for an app with link origins.
  static let urlUsage = ":path --url"

  private static let expectUsage =
    "usage: :expect screen NAME | :expect path PATH | :expect tree LINE"

  /// Parses `line`; white space around it is ignored.
  static func parse(_ line: String) throws(LineParseError) -> ShellInput {
    let text = line.trimmingWhiteSpace()
    let words = text.whiteSpaceSeparatedWords()
    guard let first = words.first else { throw LineParseError("empty line") }
    guard first.utf8.first == UInt8(ascii: ":") else {
      return .action(String(first), arguments: words.dropFirst().map(String.init))
    }
    let arguments = Array(words.dropFirst())
    switch first.dropFirst() {
    case "help": return .command(try bare(.help, arguments, usage: ":help"))
    case "screen": return .command(try bare(.screen, arguments, usage: ":screen"))
    case "stack": return .command(try bare(.stack, arguments, usage: ":stack"))
    case "state": return .command(try bare(.state, arguments, usage: ":state"))
    case "path":
      switch arguments {
      case []: return .command(.path(url: false))
      case ["--url"]: return .command(.path(url: true))
      default: throw LineParseError("usage: :path [--url]")
      }
    case "dismiss": return .command(try bare(.dismiss, arguments, usage: ":dismiss"))
    case "quit": return .command(try bare(.quit, arguments, usage: ":quit"))
    case "tree": return .command(.tree(try treeFormat(arguments)))
    case "open":
      guard arguments.count == 1 else { throw LineParseError("usage: :open PATH") }
      return .command(.open(String(arguments[0])))
    case "tab":
      guard arguments.count == 1 else { throw LineParseError("usage: :tab NAME") }
      return .command(.tab(String(arguments[0])))
    case "back":
      switch arguments {
      case []: return .command(.back(cancelled: false))
      case ["--cancel"]: return .command(.back(cancelled: true))
      default: throw LineParseError("usage: :back [--cancel]")
      }
    case "expect":
      return .command(.expect(try expectation(arguments, in: text)))
    case "wait":
      guard arguments.count == 1 else { throw LineParseError("usage: :wait DURATION") }
      return .command(.wait(try duration(arguments[0])))
    default:
      // Each command once, by the word that names it, such as `:back`.
      let commands = commandUsages.map { String($0.usage.prefix { $0 != " " }) }
      throw LineParseError(
        "unknown command \"\(first)\"; try :help"
          + Spelling.suggestion(for: String(first), among: commands))
    }
  }

  private static func bare(
    _ command: ShellCommand, _ arguments: [Substring], usage: String
  ) throws(LineParseError) -> ShellCommand {
    guard arguments.isEmpty else { throw LineParseError("usage: \(usage)") }
    return command
  }

  private static func treeFormat(_ arguments: [Substring]) throws(LineParseError)
    -> TreeOutputFormat
  {
    let name: Substring
    switch arguments.count {
    case 0:
      return .text
    case 1 where arguments[0].hasPrefix("--format="):
      name = arguments[0].dropFirst("--format=".count)
    case 2 where arguments[0] == "--format":
      name = arguments[1]
    default:
      throw LineParseError("usage: :tree [--format text|line|mermaid|dot|json]")
    }
    guard let format = TreeOutputFormat(rawValue: String(name)) else {
      let formats = TreeOutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw LineParseError("unknown tree format \"\(name)\"; try: \(formats)")
    }
    return format
  }

  /// The expectation of `:expect KIND …`; a tree is the whole rest of the line.
  private static func expectation(
    _ arguments: [Substring], in text: String
  ) throws(LineParseError) -> Expectation {
    guard arguments.count >= 2 else { throw LineParseError(expectUsage) }
    switch arguments[0] {
    case "screen" where arguments.count == 2:
      return .screen(String(arguments[1]))
    case "path" where arguments.count == 2:
      return .path(String(arguments[1]))
    case "tree":
      let written = String(text[arguments[1].startIndex...])
      do {
        return .tree(try CoordinatorTree(parsing: written, format: .line), written: written)
      } catch {
        throw LineParseError("not a one-line tree: column \(error.column): \(error.reason)")
      }
    default:
      throw LineParseError(expectUsage)
    }
  }
}
