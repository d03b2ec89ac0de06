import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

@Suite struct LineParserTests {
  private func error(_ line: String) -> String? {
    do {
      _ = try LineParser.parse(line)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func aLineWithoutAColonIsAnActionWithItsArguments() throws {
    #expect(try LineParser.parse("play") == .action("play", arguments: []))
    #expect(try LineParser.parse("  guess \t 50  ") == .action("guess", arguments: ["50"]))
    #expect(try LineParser.parse("login a b") == .action("login", arguments: ["a", "b"]))
  }

  @Test func aCombiningMarkTypedAfterASpaceJoinsTheWordsAroundIt() throws {
    // The space and the mark are one character that shows the mark, not white space: the line
    // is rejected as it reads, rather than run without the mark.
    #expect(try LineParser.parse("login \u{301}Ada") == .action("login \u{301}Ada", arguments: []))
    #expect(error(":open \u{312}/login") == "unknown command \":open \u{312}/login\"; try :help")
  }

  @Test func everyShellCommandParses() throws {
    let cases: [(String, ShellCommand)] = [
      (":help", .help),
      (":screen", .screen),
      (":tree", .tree(.text)),
      (":tree --format text", .tree(.text)),
      (":tree --format line", .tree(.line)),
      (":tree --format mermaid", .tree(.mermaid)),
      (":tree --format dot", .tree(.dot)),
      (":tree --format json", .tree(.json)),
      (":tree --format=line", .tree(.line)),
      (":stack", .stack),
      (":path", .path(url: false)),
      (":path --url", .path(url: true)),
      (":open /main/settings", .open("/main/settings")),
      (":open nowhere", .open("nowhere")),
      (":back", .back(cancelled: false)),
      (":back --cancel", .back(cancelled: true)),
      (":dismiss", .dismiss),
      (":expect screen Main", .expect(.screen("Main"))),
      (":expect path /main", .expect(.path("/main"))),
      (":quit", .quit),
    ]
    for (line, command) in cases {
      #expect(try LineParser.parse(line) == .command(command), "\(line)")
    }
  }

  @Test func anExpectedTreeIsTheRestOfTheLineReadAsAOneLineTree() throws {
    let written = "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator, X))"
    let tree = CoordinatorTree(
      name: "AppCoordinator",
      children: [
        CoordinatorTree(
          name: "MainFlowCoordinator",
          children: [CoordinatorTree(name: "GameFlowCoordinator"), CoordinatorTree(name: "X")])
      ])
    #expect(
      try LineParser.parse(":expect  tree  \(written) ")
        == .command(.expect(.tree(tree, written: written))))
  }

  @Test func malformedCommandsAreRejectedWithTheirUsage() {
    #expect(error(":bogus") == "unknown command \":bogus\"; try :help")
    #expect(error(":") == "unknown command \":\"; try :help")
    #expect(error(":help me") == "usage: :help")
    #expect(error(":screen 1") == "usage: :screen")
    #expect(error(":stack x") == "usage: :stack")
    #expect(error(":path x") == "usage: :path [--url]")
    #expect(error(":dismiss now") == "usage: :dismiss")
    #expect(error(":quit now") == "usage: :quit")
    #expect(error(":open") == "usage: :open PATH")
    #expect(error(":open /a /b") == "usage: :open PATH")
    #expect(error(":back --now") == "usage: :back [--cancel]")
    #expect(error(":tree json") == "usage: :tree [--format text|line|mermaid|dot|json]")
    #expect(error(":tree --format") == "usage: :tree [--format text|line|mermaid|dot|json]")
    #expect(
      error(":tree --format svg")
        == "unknown tree format \"svg\"; try: text, line, mermaid, dot, json")
    let expectUsage = "usage: :expect screen NAME | :expect path PATH | :expect tree LINE"
    #expect(error(":expect") == expectUsage)
    #expect(error(":expect screen") == expectUsage)
    #expect(error(":expect screen A B") == expectUsage)
    #expect(error(":expect path /a /b") == expectUsage)
    #expect(error(":expect color red") == expectUsage)
    #expect(error(":expect tree App(") == "not a one-line tree: column 5: expected a name")
    #expect(error("") == "empty line")
  }
}
