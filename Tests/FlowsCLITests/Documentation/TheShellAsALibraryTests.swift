import Coordinator
import CoordinatorTesting
import Foundation
import Testing

@testable import FlowsShell

/// The shell of the article "The Shell as a Library" is real: its app
/// (`TheShellAsALibraryListing.swift`) runs in-process through the shell, and its session reads as
/// the article shows it, character for character.
@MainActor
@Suite struct TheShellAsALibraryTests {
  /// The article's session, line for line: the script, the command that runs it, what it writes.
  static let session = """
    $ cat hello.flows
    name Ada
    next
    :tree
    :back
    :expect tree GreeterApp
    $ .build/debug/greeter < hello.flows
    [SCREEN] Greeting
      Hello, stranger.
    [SCREEN] Greeting
      Hello, Ada.
    [SCREEN] Farewell
      Goodbye, Ada.
    GreeterApp [#1 Greeting]
    └── FarewellFlow [#2 Farewell]
    [SCREEN] Greeting
      Hello, Ada.
    """

  /// The app the listing's `main.swift` makes, kept here after the session, with weak
  /// references to every flow and screen it showed above its root.
  @MainActor
  final class Watch {
    var app: GreeterApp?
    let leaks = LeakTracker()
    /// What the watch has seen, in order, such as `FarewellFlow`.
    var seen: [String] = []
    var observation: RouterObservation?

    /// Watches `app`'s child flows and the Farewell screens as they are shown.
    func watch(_ app: GreeterApp) {
      self.app = app
      observation = app.router.observe { [weak self, weak app] _ in
        guard let self, let app else { return }
        for flow in app.childCoordinators where !leaks.alive.contains(flow.name) {
          leaks.track(flow)
          seen.append(flow.name)
        }
        if let screen = app.router.topScreen as? Farewell, !leaks.alive.contains("Farewell") {
          leaks.track(screen)
          seen.append(screen.screenName)
        }
      }
    }
  }

  /// Runs the listing's app as its `main.swift` makes it (the shell starts it), with
  /// `arguments` and `input` on standard input.
  static func run(_ arguments: [String] = [], input: String, watch: Watch = Watch()) async
    -> ShellRun
  {
    let commandLine = ShellCommandLine(ShellDescription(name: "greeter", version: "1.0")) { _ in
      let app = GreeterApp()
      watch.watch(app)
      return app
    }
    let stdout = CapturedOutput()
    let stderr = CapturedOutput()
    let status = await ShellProgram(commandLine: commandLine).run(
      ShellProcess(
        arguments: arguments, environment: [:], standardInput: MemorySource(input),
        standardOutput: stdout, standardError: stderr, homeDirectory: nil))
    return ShellRun(stdout: stdout.text, stderr: stderr.text, status: status)
  }

  @Test func theSessionOfTheArticleIsReal() async throws {
    let lines = Self.session.split(separator: "\n", omittingEmptySubsequences: false)
    let commands = lines.indices.filter { lines[$0].hasPrefix("$ ") }
    #expect(
      commands.map { lines[$0] } == ["$ cat hello.flows", "$ .build/debug/greeter < hello.flows"])
    try #require(commands.count == 2)
    let script = lines[(commands[0] + 1)..<commands[1]].joined(separator: "\n") + "\n"
    let written = lines[(commands[1] + 1)...].joined(separator: "\n") + "\n"

    let watch = Watch()
    let run = await Self.run(input: script, watch: watch)
    #expect(run == ShellRun(stdout: written, stderr: "", status: .success))
    // `:back` took the Farewell screen off, which ended its flow: both are gone, while the
    // app that started them is still alive.
    #expect(watch.seen == ["FarewellFlow", "Farewell"])
    #expect(watch.app?.childCoordinators.isEmpty == true)
    watch.leaks.expectReleased()
    weak let app = watch.app
    watch.app = nil
    #expect(app == nil)
  }

  @Test func everyWayOutOfFarewellEndsItsFlow() async {
    let watch = Watch()
    let run = await Self.run(input: "next\nback\nnext\ndone\n", watch: watch)
    #expect(
      run
        == ShellRun(
          stdout: """
            [SCREEN] Greeting
              Hello, stranger.
            [SCREEN] Farewell
              Goodbye, stranger.
            [SCREEN] Greeting
              Hello, stranger.
            [SCREEN] Farewell
              Goodbye, stranger.
            [SCREEN] Greeting
              Hello, stranger.

            """, stderr: "", status: .success))
    #expect(watch.seen == ["FarewellFlow", "Farewell", "FarewellFlow", "Farewell"])
    #expect(watch.app?.childCoordinators.isEmpty == true)
    watch.leaks.expectReleased()
  }

  @Test func aLineTheScreenDoesNotTakeIsRefusedWithItsActions() async {
    let script = "name\nname Ada Lovelace\nwave\nnext\n:back\n:back\n:tree --format line\n"
    let run = await Self.run(["--quiet"], input: script)
    #expect(
      run
        == ShellRun(
          stdout: "GreeterApp\n",
          stderr: """
            greeter: line 1: usage: name NAME
            greeter: line 2: NAME is one word, not 2
            greeter: line 3: unknown action "wave" on Greeting; try: name NAME, next
            greeter: line 6: nothing to go back to

            """, status: .rejectedLine))
  }

  @Test func theStateFileKeepsTheGuest() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = directory.appending(path: "greeter.json").path
    let first = await Self.run(["--quiet", "--state", state], input: "name Ada\n")
    #expect(first == ShellRun(stdout: "", stderr: "", status: .success))
    #expect(try String(contentsOfFile: state, encoding: .utf8) == #"{"guest":"Ada"}"# + "\n")
    let second = await Self.run(["--state", state], input: "")
    #expect(
      second == ShellRun(stdout: "[SCREEN] Greeting\n  Hello, Ada.\n", stderr: "", status: .success)
    )
  }
}
