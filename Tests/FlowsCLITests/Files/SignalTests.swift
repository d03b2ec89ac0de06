import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

#if canImport(Glibc)
  import Glibc
#endif

/// Finding 4: SIGINT, SIGTERM and SIGHUP end a session after the line being run, save
/// `--state` first, exit 130, 143 and 129, and leave no temporary file.
@Suite struct SignalTests {
  static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT]

  /// The files in `directory` that are not `kept`: temporary files a write left, if any.
  /// A directory not made yet (a signal before the first change) holds none.
  private func leftovers(in directory: URL, kept: Set<String>) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !kept.contains($0) }
  }

  /// In-process, with a signal delivered to the pipe as the handler would, before the session
  /// reads: the in-memory source knows no signals, so its first line runs; the lines read with
  /// it do not, the state is saved, and the status is the signal's.
  @Test(arguments: signals)
  @MainActor
  func aSignalEndsTheSessionAfterTheLineBeingRun(signal: Int32) async throws {
    let directory = try temporaryDirectory()
    let state = directory.appending(path: "state.json")
    let signals = try #require(TerminationSignals())
    let run = await runShell(
      ["--quiet", "--data-dir", directory.appending(path: "data").path, "--state", state.path],
      input: "login Ada\nverify 123456\n:path\n", signals: signals)
    #expect(run == ShellRun(stdout: "/main\n", stderr: "", status: .success))
    // Delivered before the next session reads a line: it runs the first line it read, not the
    // second, which waits in the same buffer.
    signals.deliver(signal)
    let interrupted = await runShell(
      ["--quiet", "--data-dir", directory.appending(path: "data").path, "--state", state.path],
      input: ":path\nabout\n:path\n", signals: signals)
    #expect(
      interrupted
        == ShellRun(stdout: "/main\n", stderr: "", status: ExitStatus(rawValue: 128 + signal)!))
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main","tabs":[]}"# + "\n")
  }

  /// An exploration stops at a signal: nothing half explored is printed or drawn, and its
  /// temporary directory goes.
  @Test(arguments: signals)
  @MainActor
  func aSignalStopsAnExploration(signal: Int32) async throws {
    let directory = try temporaryDirectory()
    let map = directory.appending(path: "map.html")
    let signals = try #require(TerminationSignals())
    signals.deliver(signal)
    let run = await runShell(
      [
        "--explore", "12", "--map", map.path, "--data-dir",
        directory.appending(path: "data").path,
      ], signals: signals)
    #expect(run == ShellRun(stdout: "", stderr: "", status: ExitStatus(rawValue: 128 + signal)!))
    #expect(!FileManager.default.fileExists(atPath: map.path))
  }

  @Test(arguments: signals)
  func aSignalAtThePromptSavesTheStateAndExitsWithItsStatus(signal: Int32) throws {
    let directory = try temporaryDirectory()
    let state = directory.appending(path: "state.json")
    let shell = try DrivenShell(
      ["--quiet", "--data-dir", directory.appending(path: "data").path, "--state", state.path],
      in: directory)
    for line in ["login Ada", "verify 123456", "settings", "profile"] {
      try shell.send(line)
    }
    #expect(try shell.ask(":path") == "/main/settings/profile\n")
    // flows now waits for its next line.
    let end = shell.interrupt(with: signal)
    #expect(end.reason == .exit)
    #expect(end.status == 128 + signal)
    #expect(end.stderr == "")
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/settings/profile","tabs":[]}"# + "\n")
    #expect(leftovers(in: directory, kept: ["state.json"]) == [])
  }

  @Test func aLineHalfReadWhenTheSignalComesIsNotRun() throws {
    let directory = try temporaryDirectory()
    let data = directory.appending(path: "data", directoryHint: .isDirectory)
    let state = directory.appending(path: "state.json")
    let shell = try DrivenShell(
      ["--quiet", "--data-dir", data.path, "--state", state.path], in: directory)
    for line in ["login Ada", "verify 123456", "settings", "profile"] {
      try shell.send(line)
    }
    #expect(try shell.ask(":path") == "/main/settings/profile\n")
    // Half of `name Kai`: run, it would save the name "K".
    try shell.input.fileHandleForWriting.write(contentsOf: Data("name K".utf8))
    let end = shell.interrupt(with: SIGTERM, after: 200_000)
    #expect(end.reason == .exit)
    #expect(end.status == 143)
    #expect(end.stderr == "")
    #expect(!FileManager.default.fileExists(atPath: data.appending(path: "settings.json").path))
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/settings/profile","tabs":[]}"# + "\n")
  }

  @Test func aSignalEndsTheWaitForAFIFOScriptThatNoOneWrites() throws {
    let directory = try temporaryDirectory()
    let fifo = directory.appending(path: "script.fifo").path
    try check(mkfifo(fifo, 0o644) == 0, "mkfifo \(fifo)")
    let shell = try DrivenShell(
      ["--data-dir", directory.appending(path: "data").path, fifo], in: directory)
    // flows waits in open(2) for a writer, as a shell reading a FIFO does.
    let end = shell.interrupt(with: SIGTERM, after: 300_000)
    #expect(end.reason == .exit)
    #expect(end.status == 143)
    #expect(end.stderr == "")
  }

  @Test func aSignalEndsAWriteToAReaderThatNeverReadsAndTheStateIsSaved() throws {
    let directory = try temporaryDirectory()
    let state = directory.appending(path: "state.json")
    let lines = ["login Ada", "verify 123456", "about"] + Array(repeating: ":tree", count: 20_000)
    let script = directory.appending(path: "trees.flows")
    try Data(lines.joined(separator: "\n").utf8).write(to: script)
    let shell = try DrivenShell(
      ["--data-dir", directory.appending(path: "data").path, "--state", state.path, script.path],
      in: directory)
    // Nothing reads standard output: the pipe fills and flows blocks writing to it.
    let end = shell.interrupt(with: SIGTERM, after: 500_000)
    #expect(end.reason == .exit)
    #expect(end.status == 143)
    #expect(end.stderr == "")
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/about","tabs":[]}"# + "\n")
  }

  /// The kill test of the settings, with the three signals and `--state`: a signal at any
  /// moment leaves a state file that restores a path the session passed through, and no
  /// temporary file.
  @Test func signalsAtAnyMomentLeaveAStateThatRestoresAPathPassedThrough() throws {
    let directory = try temporaryDirectory()
    let data = directory.appending(path: "data", directoryHint: .isDirectory)
    let state = directory.appending(path: "state.json")
    let cycle = [
      "settings", "profile", "name Kai", "done", "done", "about", "licenses", "close", "play",
      "quit",
    ]
    let passed: Set<String> = [
      "/login", "/login/otp", "/main", "/main/settings", "/main/settings/profile", "/main/about",
      "/main/about/licenses", "/main/game",
    ]
    let script = directory.appending(path: "tour.flows")
    try Data(
      (["login Ada", "verify 123456"] + Array(repeating: cycle, count: 10_000).joined())
        .joined(separator: "\n").utf8
    ).write(to: script)

    // Each round starts where the last one saved; a signal before a session has started
    // (before the handlers, or while SCRIPT opens) leaves that state as it was.
    try Data(#"{"loggedIn":false,"path":"/login"}"#.utf8).write(to: state)
    var random = SessionRandom(seed: 20_261_201)
    var seen: [String: Int] = [:]
    // The signal comes at a random moment of the first `latest` microseconds; on a machine
    // slow enough that it found the session not yet started or not logged in, the window
    // grows, so that the rounds reach every part of the tour however fast the machine is.
    var latest: UInt32 = 150_000
    for round in 1...60 {
      let signal = Self.signals[Int.random(in: 0..<3, using: &random)]
      let shell = try DrivenShell(
        ["--quiet", "--seed", "1", "--data-dir", data.path, "--state", state.path, script.path],
        in: directory)
      usleep(UInt32.random(in: 0..<latest, using: &random))
      kill(shell.process.processIdentifier, signal)
      let end = shell.wait()
      // A signal before the handlers are set kills as the default does; after, it is caught.
      let caught = end.reason == .exit && end.status == 128 + signal
      let early = end.reason == .uncaughtSignal && end.status == signal
      #expect(caught || early, "round \(round): \(end)")
      #expect(
        leftovers(
          in: directory, kept: ["data", "state.json", "tour.flows", "stdin", "stdout", "stderr"])
          == [])
      #expect(leftovers(in: data, kept: ["settings.json"]) == [], "round \(round)")
      let saved = try #require(try StateFile<SavedState>(path: state.path).load(), "round \(round)")
        .path.description
      #expect(passed.contains(saved), "round \(round): \(saved)")
      seen[saved, default: 0] += 1
      if early || saved == "/login" {
        latest = min(latest / 2 * 3, 900_000)
      }
      // The next session starts there, with nothing to warn of.
      let restored = try FlowsBinary.run(
        ["--quiet", "--data-dir", data.path, "--state", state.path], input: Data(":path\n".utf8),
        in: directory)
      #expect(
        restored
          == FlowsBinary.Run(stdout: Data((saved + "\n").utf8), stderr: Data(), status: 0),
        "round \(round)")
    }
    print("signal test: 60 signals, states saved at \(seen.sorted { $0.key < $1.key })")
    #expect(seen.count > 2)
  }
}
