import FlowsShell
import Foundation
import Testing

@testable import GameApp
@testable import ShelfApp

/// The golden transcripts again, with both sample apps run in-process through the bridge: the
/// shell's platform moves are made on a fake UIKit platform that reports them to a
/// ``NavigationBridge`` over the app's router. The transcripts stay byte for byte the same, and
/// after every line the platform shows exactly the router's stack.
@MainActor
@Suite struct BridgedGoldenTranscriptTests {
  @Test(arguments: GoldenTranscriptTests.cases)
  func transcript(_ golden: GoldenCase) throws {
    // The binary's run records the goldens; this one only compares with them.
    guard !Golden.isRecording else { return }
    let directory = try temporaryDirectory()
    for (path, contents) in golden.files {
      let url = directory.appending(path: path, directoryHint: .notDirectory)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    let log = BridgedRunLog()
    if let prelude = golden.prelude {
      try run(prelude, input: Golden.read("\(prelude).flows"), golden.arguments, directory, log)
    }
    let input: Data
    switch golden.input {
    case .file: input = try Golden.read("\(golden.name).flows")
    case .bytes(let bytes): input = Data(bytes)
    case .none: input = Data()
    }
    try run(golden.name, input: input, golden.arguments, directory, log)
    #expect(log.mismatches == [])
    // Every line of a session was checked, and every app's bridge was released with it.
    #expect(log.checks >= (log.routers.isEmpty ? 0 : 2))
    #expect(log.routers.allSatisfy { $0() == nil })
  }

  /// Runs the command `flows` would in-process, its app through the bridge, and checks its
  /// outputs against the goldens `name`.
  private func run(
    _ name: String, input: Data, _ caseArguments: [String], _ directory: URL,
    _ log: BridgedRunLog
  ) throws {
    let script = directory.appending(path: "\(name).flows", directoryHint: .notDirectory)
    try input.write(to: script)
    let usesScript = caseArguments.contains("$SCRIPT")
    let isShelf = caseArguments.starts(with: ["--app", "shelf"])
    let arguments =
      ((isShelf ? [] : ["--seed", "7"]) + ["--data-dir", "$TMP/data", "--no-color"]
      + caseArguments)
      .map {
        $0.replacing("$SCRIPT", with: script.path).replacing("$TMP", with: directory.path)
      }
    let environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C", "HOME": directory.path]
    let stdin = usesScript ? Data() : input
    let transcript =
      isShelf
      ? ShellCommandLine(ShelfCommand.description, options: ShelfOptions.self) { launch in
        BridgedApp(ShelfCommand.makeApp(launch), log: log)
      }.run(arguments: arguments, input: stdin, environment: environment)
      : ShellCommandLine(GameCommand.description, options: GameOptions.self) { launch in
        BridgedApp(GameCommand.makeApp(launch), log: log)
      }.run(arguments: arguments, input: stdin, environment: environment)

    func portable(_ text: String) -> Data {
      Data(text.replacing(directory.path, with: "$TMP").utf8)
    }
    Golden.check(portable(transcript.output), against: "\(name).stdout")
    Golden.check(portable(transcript.errors), against: "\(name).stderr")
    Golden.check(Data("\(transcript.status)\n".utf8), against: "\(name).status")
  }
}
