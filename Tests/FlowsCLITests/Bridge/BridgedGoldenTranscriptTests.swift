#if canImport(PlatformLayers)
  import FlowsShell
  import Foundation
  import UIKit
  import XCTest

  @testable import GameApp
  @testable import ShelfApp

  /// The golden transcripts again, with both sample apps run in-process through the real
  /// `NavigationHost` on the stand-in UIKit controllers: the shell's platform moves are the
  /// person's taps and swipes on them, which the host reports to its ``NavigationBridge`` over
  /// the app's router. The transcripts stay byte for byte the same, and after every line the
  /// window shows exactly the router's stack.
  ///
  /// The host pops a screen after the back button's answer on the main queue; the bridged
  /// router starts a task of the app's root after it, so that the line's rest lets the queue
  /// run before the line answers.
  final class BridgedGoldenTranscriptTests: XCTestCase {
    @MainActor
    func testEveryTranscriptThroughTheHost() async throws {
      // The binary's run records the goldens; this one only compares with them.
      guard !Golden.isRecording else { return }
      for golden in GoldenTranscriptTests.cases {
        try await Self.check(golden)
      }
    }

    @MainActor
    private static func check(_ golden: GoldenCase) async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      for (path, contents) in golden.files {
        let url = directory.appending(path: path, directoryHint: .notDirectory)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
      }
      let log = BridgedRunLog()
      var differences: [String] = []
      if let prelude = golden.prelude {
        differences += try await run(
          prelude, input: Golden.read("\(prelude).flows"), golden.arguments, directory, log)
      }
      let input: Data
      switch golden.input {
      case .file: input = try Golden.read("\(golden.name).flows")
      case .bytes(let bytes): input = Data(bytes)
      case .none: input = Data()
      }
      differences += try await run(golden.name, input: input, golden.arguments, directory, log)
      XCTAssertEqual(differences, [], golden.name)
      XCTAssertEqual(log.failures, [], golden.name)
      // Every line of a session was checked, and every app's bridge was released with it.
      XCTAssertGreaterThanOrEqual(log.checks, log.routers.isEmpty ? 0 : 2, golden.name)
      XCTAssertTrue(log.routers.allSatisfy { $0() == nil }, golden.name)
    }

    /// Runs the command `flows` would in-process, its app through the host, and returns how
    /// its outputs differ from the goldens `name`.
    @MainActor
    private static func run(
      _ name: String, input: Data, _ caseArguments: [String], _ directory: URL,
      _ log: BridgedRunLog
    ) async throws -> [String] {
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
        ? await ShellCommandLine(ShelfCommand.description, options: ShelfOptions.self) { launch in
          BridgedApp(ShelfCommand.makeApp(launch), log: log)
        }.run(arguments: arguments, input: stdin, environment: environment)
        : await ShellCommandLine(GameCommand.description, options: GameOptions.self) { launch in
          BridgedApp(GameCommand.makeApp(launch), log: log)
        }.run(arguments: arguments, input: stdin, environment: environment)

      func portable(_ text: String) -> Data {
        Data(text.replacing(directory.path, with: "$TMP").utf8)
      }
      return [
        Golden.failure(of: portable(transcript.output), against: "\(name).stdout"),
        Golden.failure(of: portable(transcript.errors), against: "\(name).stderr"),
        Golden.failure(of: Data("\(transcript.status)\n".utf8), against: "\(name).status"),
      ].compactMap { $0 }
    }
  }
#endif
