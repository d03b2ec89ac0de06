import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Settings survive a `flows` killed at any moment: the settings file is always absent or a
/// complete version, old or new, and what the next run reads.
@Suite struct SettingsKillTests {
  /// How many times `flows` is started and killed.
  static let kills = 200

  /// Lines on the Settings screen, each but `profile` and `done` a change that rewrites the file.
  static let cycle = [
    "difficulty easy", "sound off", "difficulty hard", "profile", "name Kai", "done", "sound on",
    "difficulty normal", "profile", "name Lin", "done",
  ]

  /// Every file a complete write of reachable settings gives, written by the app's own writer.
  private func completeFiles(in directory: URL) throws -> Set<Data> {
    let file = SettingsFile(directory: directory)
    var files: Set<Data> = []
    for difficulty in Difficulty.allCases {
      for sound in [true, false] {
        for name in ["Player", "Kai", "Lin"] {
          try file.save(Settings(difficulty: difficulty, isSoundOn: sound, profileName: name))
          files.insert(try Data(contentsOf: file.url))
        }
      }
    }
    return files
  }

  /// Whether `name` is a temporary file a write leaves when it is killed before its rename.
  private func isTemporary(_ name: String) -> Bool {
    guard name.hasPrefix(".settings.json."), name.hasSuffix(".tmp") else { return false }
    return UInt64(name.dropFirst(".settings.json.".count).dropLast(".tmp".count), radix: 16) != nil
  }

  private func modified(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }

  @Test func aShellKilledWhileWritingSettingsLeavesAWholeFile() throws {
    let directory = try temporaryDirectory()
    let data = directory.appending(path: "data", directoryHint: .isDirectory)
    let complete = try completeFiles(in: directory.appending(path: "complete"))
    let script = directory.appending(path: "settings.flows")
    let lines =
      ["login Ada", "verify 123456", "settings"]
      + Array(repeating: Self.cycle, count: 2_000).joined()
    try Data(lines.joined(separator: "\n").utf8).write(to: script)
    let settings = data.appending(path: "settings.json")

    var random = SessionRandom(seed: 20_261_130)
    var figures = (early: 0, absent: 0, leftovers: Set<String>(), versions: Set<Data>())
    for round in 1...Self.kills {
      let process = Process()
      process.executableURL = try FlowsBinary.url
      process.arguments = ["--quiet", "--seed", "1", "--data-dir", data.path, script.path]
      process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let before = modified(settings)
      let launch = ContinuousClock.now
      try process.run()
      if Int.random(in: 0..<5, using: &random) == 0 {
        // Early: during start-up, the login or the first writes.
        figures.early += 1
      } else {
        // Once this process has written the file, somewhere in its stream of writes.
        while modified(settings) == before && ContinuousClock.now - launch < .seconds(5) {
          usleep(500)
        }
      }
      usleep(UInt32.random(in: 0..<40_000, using: &random))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal, "kill \(round)")

      // Killed early enough, the data directory is not made yet.
      let names = (try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []
      #expect(
        names.filter { $0 != "settings.json" && !isTemporary($0) } == [], "kill \(round)")
      figures.leftovers.formUnion(names.filter(isTemporary))
      guard let contents = FileManager.default.contents(atPath: settings.path) else {
        figures.absent += 1
        #expect(SettingsFile(directory: data).load() == SettingsFile.Loaded(settings: Settings()))
        continue
      }
      #expect(
        complete.contains(contents),
        "kill \(round): \(String(decoding: contents, as: UTF8.self))")
      figures.versions.insert(contents)
      // What the next run reads is that file, whole, whatever temporary files lie beside it.
      let loaded = SettingsFile(directory: data).load()
      #expect(loaded.warning == nil, "kill \(round)")
      #expect(
        loaded.settings == (try? JSONDecoder().decode(Settings.self, from: contents)),
        "kill \(round)")
    }
    print(
      "settings kill test: \(Self.kills) kills (\(figures.early) early), "
        + "\(figures.absent) without a file, \(figures.leftovers.count) killed mid-write (a temporary file left), "
        + "\(figures.versions.count) distinct complete versions, no partial file")
    #expect(figures.versions.count > 1)

    // A real run after the last kill reads the last complete version and warns of nothing.
    let last = try #require(FileManager.default.contents(atPath: settings.path))
    let expected = try JSONDecoder().decode(Settings.self, from: last)
    let run = try FlowsBinary.run(
      ["--quiet", "--data-dir", data.path],
      input: Data("login Ada\nverify 123456\nsettings\n:screen\n".utf8), in: directory)
    #expect(
      run
        == FlowsBinary.Run(
          stdout: Data(
            """
            [SCREEN] Settings
              Difficulty: \(expected.difficulty.rawValue)
              Sound: \(expected.isSoundOn ? "on" : "off")
              Profile name: \(expected.profileName)

            """.utf8),
          stderr: Data(), status: 0))
  }
}
