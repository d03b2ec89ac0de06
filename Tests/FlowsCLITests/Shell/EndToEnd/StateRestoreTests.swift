import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

/// `--state FILE` across processes: each of the nine paths, reached by hand in one run of `flows`,
/// is where the next run starts, with the same tree, stack and screen; a state file that is
/// corrupt, truncated, foreign or from a newer version is refused with a warning and set aside
/// whole as `FILE.corrupt`, and the run starts clean.
@Suite struct StateRestoreTests {
  /// The lines that reach each path by hand, with `--seed 7` (whose first secret is 39).
  static let scripts: [AppPath: [String]] = [
    .login: [],
    .otp: ["login Ada"],
    .main: ["login Ada", "verify 123456"],
    .game: ["login Ada", "verify 123456", "play", "guess 50"],
    .result: ["login Ada", "verify 123456", "play", "guess 50", "guess 39"],
    .settings: ["login Ada", "verify 123456", "settings", "difficulty hard"],
    .profile: ["login Ada", "verify 123456", "settings", "profile", "name Grace"],
    .about: ["login Ada", "verify 123456", "about"],
    .licenses: ["login Ada", "verify 123456", "about", "licenses"],
  ]

  /// What a run shows of where it ends: the path, the one-line tree, the stack, the screen.
  static let probe = [":path", ":tree --format line", ":stack", ":screen"]

  /// The stack's lines without entry ids, which differ between two runs.
  private func names(_ output: String) -> String {
    output.replacing(#/#[0-9]+ /#, with: "")
  }

  @Test(arguments: AppPath.allCases)
  func aSavedPathIsRestoredByTheNextProcess(path: AppPath) throws {
    let directory = try temporaryDirectory()
    let arguments = [
      "--quiet", "--data-dir", directory.appending(path: "data").path,
      "--state", directory.appending(path: "state.json").path,
    ]
    let lines = try #require(Self.scripts[path]) + Self.probe
    let saved = try FlowsBinary.run(
      arguments + ["--seed", "7"], input: Data(lines.joined(separator: "\n").utf8),
      in: directory)
    #expect(saved.status == 0, "\(saved.standardError)")
    #expect(saved.standardOutput.hasPrefix(path.rawValue + "\n"))

    let restored = try FlowsBinary.run(
      arguments + ["--seed", "8"], input: Data(Self.probe.joined(separator: "\n").utf8),
      in: directory)
    #expect(restored.status == 0)
    #expect(restored.standardError == "")
    #expect(names(restored.standardOutput) == names(saved.standardOutput))
  }

  @Test(arguments: UnreadableStateFile.all)
  func anUnreadableStateFileIsRefusedAndTheAppStartsClean(file: UnreadableStateFile) throws {
    let directory = try temporaryDirectory()
    let state = directory.appending(path: "state.json")
    try file.contents.write(to: state)
    let run = try FlowsBinary.run(
      [
        "--quiet", "--seed", "7", "--data-dir", directory.appending(path: "data").path,
        "--state", state.path,
      ],
      input: Data(Self.probe.joined(separator: "\n").utf8), in: directory)
    #expect(
      run
        == FlowsBinary.Run(
          stdout: Data(
            """
            /login
            AppCoordinator(AuthFlowCoordinator)
            level 0: #1 Login
            [SCREEN] Login
              Log in with your name.

            """.utf8),
          stderr: Data(
            ("flows: warning: cannot read state file \(state.path): \(file.reason); "
              + "moved it to \(state.path).corrupt\n").utf8),
          status: 0))
    // The refused file is kept whole beside, and the session that started clean saves where
    // it ended, as any does.
    #expect(try Data(contentsOf: URL(fileURLWithPath: state.path + ".corrupt")) == file.contents)
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":false,"path":"/login","tabs":[]}"# + "\n")
  }
}
