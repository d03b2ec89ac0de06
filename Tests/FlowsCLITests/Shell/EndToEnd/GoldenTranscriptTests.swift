import Foundation
import Testing

/// One end-to-end run of the `flows` binary, compared whole with its golden transcript.
struct GoldenCase: CustomTestStringConvertible, Sendable {
  /// How the case's input is made.
  enum Input: Sendable {
    /// `NAME.flows` from the goldens.
    case file
    /// Bytes made here, for lines a text file should not hold (too long, not UTF-8, NUL).
    case bytes([UInt8])
    /// Nothing on standard input.
    case none
  }

  /// The goldens' base name.
  var name: String
  /// Arguments after the ones every case gets; `$TMP` is the case's directory and
  /// `$SCRIPT` the input written there as a file.
  var arguments: [String] = []
  var input: Input = .file
  /// Files to make in `$TMP` before the run, by relative path.
  var files: [String: String] = [:]
  /// A golden run first, in the same `$TMP` with the same arguments and checked against goldens
  /// of its own, such as a session that saves `--state` for this one to restore.
  var prelude: String?

  var testDescription: String { name }
}

/// Runs the real `flows` binary on scripts and compares stdout, stderr and the exit status with
/// golden transcripts under `Golden/`. `RECORD_SNAPSHOTS=1 swift test` rewrites them.
///
/// Every run gets `--seed 7 --data-dir $TMP/data --no-color` first (a later option wins; the
/// shelf app's, after `--app shelf`, no `--seed`), a
/// clean environment and a fresh `$TMP`; the paths of `$TMP` in output read `$TMP`.
@Suite struct GoldenTranscriptTests {
  static let rejectedInput: [UInt8] =
    Array("# Every kind of rejected line; none of them changes anything.\n".utf8)
    + Array(repeating: UInt8(ascii: "x"), count: 65_537) + [0x0A]
    + Array("login Ad".utf8) + [0xFF, 0x0A]
    + Array("login A".utf8) + [0x00] + Array("da\n".utf8)
    + Array(
      """
      bogus
      login a.b
      login
      :back
      :dismiss
      :open /nowhere
      :open /main/game/result
      :open /login/otp
      :bogus
      :tree --format svg
      :expect tree AppCoordinator(
      :expect path /login
      login Ada
      verify 123456
      play
      guess 1000
      quit
      about
      :back
      close
      :expect screen Main

      """.utf8)

  static let cases: [GoldenCase] = [
    GoldenCase(name: "session"),
    GoldenCase(name: "commands"),
    GoldenCase(name: "rejected", input: .bytes(rejectedInput)),
    GoldenCase(name: "expectations"),
    GoldenCase(name: "strict-rejected", arguments: ["--strict"]),
    GoldenCase(name: "strict-expectation", arguments: ["--strict"]),
    GoldenCase(name: "json", arguments: ["--json"]),
    GoldenCase(name: "quiet", arguments: ["--quiet"]),
    GoldenCase(name: "script-file", arguments: ["$SCRIPT"]),
    GoldenCase(name: "script-dash", arguments: ["-"]),
    GoldenCase(name: "bad-option", arguments: ["--colour"], input: .none),
    GoldenCase(name: "help", arguments: ["--help"], input: .none),
    // Every place four lines deep, checked; then the shelf's as one JSON object, its map drawn.
    GoldenCase(name: "explore", arguments: ["--explore", "4"], input: .none),
    GoldenCase(
      name: "explore-shelf",
      arguments: ["--app", "shelf", "--explore", "3", "--json", "--map", "$TMP/map.dot"],
      input: .none),
    GoldenCase(name: "version", arguments: ["--version"], input: .none),
    GoldenCase(name: "missing-script", arguments: ["$TMP/missing.flows"], input: .none),
    GoldenCase(
      name: "unwritable-settings", arguments: ["--data-dir", "$TMP/blocked"],
      files: ["blocked": "a file where the data directory should be"]),
    GoldenCase(name: "corrupt-settings", files: ["data/settings.json": "{\"difficulty\": "]),
    GoldenCase(
      name: "state-restore", arguments: ["--state", "$TMP/state.json"],
      files: ["state.json": #"{"path":"/main/about"}"#]),
    GoldenCase(name: "open"),
    GoldenCase(name: "open-rejected", input: .bytes(openRejectedInput)),
    GoldenCase(
      name: "state-restored", arguments: ["--state", "$TMP/state.json"], prelude: "state-saved"),
    GoldenCase(name: "shelf-session", arguments: ["--app", "shelf"]),
    GoldenCase(name: "shelf-open", arguments: ["--app", "shelf"]),
    GoldenCase(name: "shelf-dialogs", arguments: ["--app", "shelf"]),
    GoldenCase(name: "shelf-links", arguments: ["--app", "shelf"]),
    GoldenCase(
      name: "shelf-state-restored", arguments: ["--app", "shelf", "--state", "$TMP/state.json"],
      prelude: "shelf-state-saved"),
  ]

  /// Deep links that are rejected, one of them longer than a path may be, so made here.
  static let openRejectedInput: [UInt8] = Array(
    """
    # Rejected links change nothing: the tree, the stack, the path and the settings stay.
    login Ada
    verify 123456
    settings
    difficulty hard
    profile
    :open /main/game/result
    :open /nowhere
    :open /main/settings/nothing
    :open //
    :open /main/\(String(repeating: "x", count: 5_000))
    :open /
    :open main
    :open /login/otp
    :open /main/settings/profile/more
    :path
    :stack
    :tree
    :screen
    done
    done
    logout
    # Logged out, a link is checked whole before it waits for the login.
    :open /main/game/result
    :open /main/nowhere
    :screen
    :stack

    """.utf8)

  @Test(arguments: cases)
  func transcript(_ golden: GoldenCase) throws {
    try check(golden)
  }

  /// Every golden but the explorer's holds as written when each request of the apps takes
  /// 300 ms: a line answers once the work it started has come to rest. (The explorer runs on
  /// a test clock, where a request that waits is a place of its own.)
  @Test(arguments: cases.filter { !$0.name.hasPrefix("explore") })
  func transcriptWithSlowRequests(_ golden: GoldenCase) throws {
    try check(golden, adding: ["--latency", "300"])
  }

  /// Runs `golden`, its arguments followed by `extra`, and checks its outputs.
  private func check(_ golden: GoldenCase, adding extra: [String] = []) throws {
    let directory = try temporaryDirectory()
    for (path, contents) in golden.files {
      let url = directory.appending(path: path, directoryHint: .notDirectory)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    if let prelude = golden.prelude {
      try run(
        prelude, input: Golden.read("\(prelude).flows"), golden.arguments + extra, in: directory)
    }
    let input: Data
    switch golden.input {
    case .file: input = try Golden.read("\(golden.name).flows")
    case .bytes(let bytes): input = Data(bytes)
    case .none: input = Data()
    }
    try run(golden.name, input: input, golden.arguments + extra, in: directory)
  }

  /// Runs `flows` on `input` in `directory` and checks its outputs against the goldens `name`.
  private func run(
    _ name: String, input: Data, _ caseArguments: [String], in directory: URL
  ) throws {
    let script = directory.appending(path: "\(name).flows", directoryHint: .notDirectory)
    try input.write(to: script)
    let usesScript = caseArguments.contains("$SCRIPT")
    // The shelf app has no randomness and no `--seed`.
    let seed = caseArguments.starts(with: ["--app", "shelf"]) ? [] : ["--seed", "7"]
    let arguments = (seed + ["--data-dir", "$TMP/data", "--no-color"] + caseArguments)
      .map {
        $0.replacing("$SCRIPT", with: script.path).replacing("$TMP", with: directory.path)
      }
    let run = try FlowsBinary.run(arguments, input: usesScript ? Data() : input, in: directory)

    /// The output with the case's directory written `$TMP`, so that it reads the same each run.
    func portable(_ data: Data) -> Data {
      Data(String(decoding: data, as: UTF8.self).replacing(directory.path, with: "$TMP").utf8)
    }
    Golden.check(portable(run.stdout), against: "\(name).stdout")
    Golden.check(portable(run.stderr), against: "\(name).stderr")
    Golden.check(Data("\(run.status)\n".utf8), against: "\(name).status")
  }
}
