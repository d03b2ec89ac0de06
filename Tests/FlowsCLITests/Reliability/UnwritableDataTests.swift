import Foundation
import Testing

/// A data directory `flows` cannot write to: each change is reported, the session goes on with
/// every change in memory, the state is still saved, and `flows` exits 74.
///
/// Tests run as root here, who may write anywhere, so the directory is made unusable by what
/// stands in its way rather than by its permissions: a file where the directory should be
/// (the golden `unwritable-settings` transcript), or a directory where the settings file
/// should be, which makes the last step of an atomic write, the rename, fail.
@Suite struct UnwritableDataTests {
  @Test func aSettingsFileThatCannotBeReplacedLosesNothingInMemory() throws {
    let directory = try temporaryDirectory()
    let data = directory.appending(path: "data", directoryHint: .isDirectory)
    let settings = data.appending(path: "settings.json", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
    let state = directory.appending(path: "state.json")
    let lines = [
      "login Ada", "verify 123456", "settings", "difficulty hard", "sound off", "profile",
      "name Grace", "done", "done", ":screen", "settings",
    ]
    let run = try FlowsBinary.run(
      ["--quiet", "--seed", "7", "--data-dir", data.path, "--state", state.path],
      input: Data(lines.joined(separator: "\n").utf8), in: directory)
    let failure =
      "cannot write \(settings.path): it is a directory, not a regular file; "
      + "flows does not replace it"
    #expect(
      run
        == FlowsBinary.Run(
          stdout: Data(
            """
            [SCREEN] Main
              Welcome, Grace.
              Difficulty: hard. Sound: off.

            """.utf8),
          stderr: Data(
            """
            flows: warning: settings file \(settings.path) is a directory, not a regular file; \
            using defaults, and changes cannot be saved
            flows: line 4: \(failure)
            flows: line 5: \(failure)
            flows: line 7: \(failure)

            """.utf8),
          status: 74))
    // Every failed write took its temporary file away; the state was saved all the same.
    #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["settings.json"])
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/settings","tabs":[]}"# + "\n")
  }
}
