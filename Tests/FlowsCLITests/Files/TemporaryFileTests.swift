@_spi(Files) import Coordinator
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Finding 3: temporary files have names no one can guess and are opened `O_EXCL|O_NOFOLLOW`,
/// so a link planted where the old name (`FILE.<pid>.tmp`) would be is never followed, and
/// two processes with the same pid (in two pid namespaces) never write into one temporary file.
@Suite struct TemporaryFileTests {
  let directory: URL
  let data: URL

  init() throws {
    directory = try temporaryDirectory()
    data = directory.appending(path: "data", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
  }

  @Test func aLinkPlantedAtThePidNameIsNeverFollowed() throws {
    let victim = directory.appending(path: "victim.txt")
    let precious = Data("precious\n".utf8)
    try precious.write(to: victim)
    let state = directory.appending(path: "state.json")
    // `$$` is the shell's pid, which `exec` gives to flows: the names flows used to write.
    let shell = try DrivenShell(
      ["--quiet", "--data-dir", data.path, "--state", state.path], in: directory,
      setup: "ln -s \(victim.path) \(data.path)/settings.json.$$.tmp && "
        + "ln -s \(victim.path) \(state.path).$$.tmp")
    for line in ["login Ada", "verify 123456", "settings", "sound off", "difficulty hard"] {
      try shell.send(line)
    }
    #expect(try shell.ask(":path") == "/main/settings\n")
    let end = try shell.finish()
    #expect(end.status == 0, "\(end.stderr)")
    #expect(try Data(contentsOf: victim) == precious)
    #expect(
      try String(contentsOf: data.appending(path: "settings.json"), encoding: .utf8)
        == "{\n  \"difficulty\" : \"hard\",\n  \"profile_name\" : \"Player\",\n  \"sound\" : false\n}"
    )
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/settings","tabs":[]}"# + "\n")
    // The planted links are left as they were, and flows left nothing else.
    let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
    #expect(names.count == 2)
    #expect(names.filter { $0.hasSuffix(".tmp") }.count == 1)
  }

  /// Two shells in pid namespaces of their own, both pid 1, change settings as fast as they
  /// can while this test reads the file: every read is a whole settings file.
  @Test(
    .enabled(
      if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
      "pid namespaces need root and unshare(1), as CI has"))
  func twoProcessesWithTheSamePidNeverShowAPartialFile() throws {
    // What the launcher does: the program it runs is pid 1, so both shells have one pid.
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    probe.arguments = ["--pid", "--fork", "/bin/sh", "-c", "exit $$"]
    try probe.run()
    probe.waitUntilExit()
    #expect(probe.terminationStatus == 1)

    let settings = data.appending(path: "settings.json")
    let cycle = ["difficulty easy", "sound off", "difficulty hard", "sound on"]
    let lines =
      ["login Ada", "verify 123456", "settings"]
      + Array(repeating: cycle, count: 250).joined()
    let script = directory.appending(path: "settings.flows")
    try Data(lines.joined(separator: "\n").utf8).write(to: script)
    let shells = try (0..<2).map { _ in
      // With `--fork`, the program unshare runs is pid 1 of the new namespace.
      try DrivenShell(
        ["--quiet", "--seed", "1", "--data-dir", data.path, script.path], in: directory,
        launcher: ["/usr/bin/unshare", "--pid", "--fork"])
    }
    var reads = 0
    var partial: [String] = []
    while shells.contains(where: { $0.process.isRunning }) {
      guard let contents = FileManager.default.contents(atPath: settings.path) else { continue }
      reads += 1
      if (try? JSONDecoder().decode([String: JSONValueProbe].self, from: contents))?.count != 3 {
        partial.append(String(decoding: contents, as: UTF8.self))
      }
    }
    for shell in shells {
      let end = try shell.finish()
      #expect(end.status == 0, "\(end.stderr)")
    }
    #expect(partial == [], "\(partial.count) of \(reads) reads were not a whole file")
    #expect(reads > 100)
    #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["settings.json"])
  }
}

/// Any JSON value, to tell a whole settings object from a part of one.
private enum JSONValueProbe: Decodable {
  case bool(Bool)
  case string(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }
}
