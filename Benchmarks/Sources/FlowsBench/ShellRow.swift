import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the real `flows` binary on a generated `--quiet` script and reads its speed and peak memory.
struct ShellRow {
  /// What one run measured.
  struct Run {
    var lines: Int
    var seconds: Double
    var peakKilobytes: Int
    var status: Int32

    var linesPerSecond: Double { Double(lines) / seconds }
  }

  let binary: String

  /// A session that visits every flow and never fails a line, repeated to `lines` lines.
  static func script(lines: Int) -> String {
    let cycle = [
      "login Ada", "verify 123456", "play", "quit", "settings", "profile", "done", "done",
      "about", "licenses", "close", "logout",
    ]
    var text = ""
    text.reserveCapacity(lines * 10)
    for index in 0..<lines {
      text += cycle[index % cycle.count]
      text += "\n"
    }
    return text
  }

  func run(lines: Int) throws -> Run {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "flows-bench-\(getpid())-\(lines)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appending(path: "session.flows")
    try Data(Self.script(lines: lines).utf8).write(to: script)
    let arguments = [
      binary, "--quiet", "--no-color", "--seed", "1", "--data-dir",
      directory.appending(path: "data").path, script.path,
    ]
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
      throw BenchError("cannot start \(binary)")
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let elapsed = clock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Run(
      lines: lines, seconds: seconds, peakKilobytes: usage.ru_maxrss,
      status: (status >> 8) & 0xff)
  }
}
