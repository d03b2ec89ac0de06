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

  var testDescription: String { name }
}

/// Runs the real `flows` binary on scripts and compares stdout, stderr and the exit status with
/// golden transcripts under `Golden/`. `RECORD_SNAPSHOTS=1 swift test` rewrites them.
///
/// Every run gets `--seed 7 --data-dir $TMP/data --no-color` first (a later option wins), a
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
      :open /main/settings
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
    GoldenCase(name: "version", arguments: ["--version"], input: .none),
    GoldenCase(name: "missing-script", arguments: ["$TMP/missing.flows"], input: .none),
    GoldenCase(
      name: "unwritable-settings", arguments: ["--data-dir", "$TMP/blocked"],
      files: ["blocked": "a file where the data directory should be"]),
    GoldenCase(name: "corrupt-settings", files: ["data/settings.json": "{\"difficulty\": "]),
    GoldenCase(
      name: "state-restore", arguments: ["--state", "$TMP/state.json"],
      files: ["state.json": #"{"path":"/main/about"}"#]),
  ]

  @Test(arguments: cases)
  func transcript(_ golden: GoldenCase) throws {
    let directory = try temporaryDirectory()
    for (path, contents) in golden.files {
      let url = directory.appending(path: path, directoryHint: .notDirectory)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    let input: Data
    switch golden.input {
    case .file: input = try Golden.read("\(golden.name).flows")
    case .bytes(let bytes): input = Data(bytes)
    case .none: input = Data()
    }
    let script = directory.appending(path: "\(golden.name).flows", directoryHint: .notDirectory)
    try input.write(to: script)
    let usesScript = golden.arguments.contains("$SCRIPT")
    let arguments = (["--seed", "7", "--data-dir", "$TMP/data", "--no-color"] + golden.arguments)
      .map {
        $0.replacing("$SCRIPT", with: script.path).replacing("$TMP", with: directory.path)
      }
    let run = try FlowsBinary.run(arguments, input: usesScript ? Data() : input, in: directory)

    /// The output with the case's directory written `$TMP`, so that it reads the same each run.
    func portable(_ data: Data) -> Data {
      Data(String(decoding: data, as: UTF8.self).replacing(directory.path, with: "$TMP").utf8)
    }
    Golden.check(portable(run.stdout), against: "\(golden.name).stdout")
    Golden.check(portable(run.stderr), against: "\(golden.name).stderr")
    Golden.check(Data("\(run.status)\n".utf8), against: "\(golden.name).status")
  }
}
