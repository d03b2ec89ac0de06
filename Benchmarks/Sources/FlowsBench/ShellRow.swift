import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the real `flows` binary on a generated script, `--quiet` or in another output mode, and
/// reads its speed and peak memory.
struct ShellRow {
  /// What one run measured.
  struct Run {
    var lines: Int
    var seconds: Double
    var peakKilobytes: Int
    /// Whether `peakKilobytes` is `wait4`'s figure, which is at least the bench's own peak:
    /// the run ended before its memory could be read.
    var peakIsUpperBound: Bool
    var status: Int32

    var linesPerSecond: Double { Double(lines) / seconds }
  }

  let binary: String

  /// The lines of a session that visits every flow and never fails a line, repeated.
  static let cycle = [
    "login Ada", "verify 123456", "play", "quit", "settings", "profile", "done", "done",
    "about", "licenses", "close", "logout",
  ]

  /// Writes the session, repeated to `lines` lines, to `url` a block at a time, so that the
  /// bench's own memory does not grow with the script.
  static func writeScript(lines: Int, to url: URL) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: url.path)
    else { throw BenchError("cannot write \(url.path)") }
    defer { try? handle.close() }
    var block = ""
    for index in 0..<lines {
      block += cycle[index % cycle.count]
      block += "\n"
      if block.utf8.count >= 65_536 || index == lines - 1 {
        try handle.write(contentsOf: Data(block.utf8))
        block = ""
      }
    }
  }

  /// Runs `lines` lines with `mode` (`--quiet`, `--json`, or none for text), output to
  /// `/dev/null`.
  func run(lines: Int, mode: String? = "--quiet") throws -> Run {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "flows-bench-\(getpid())-\(lines)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appending(path: "session.flows")
    try Self.writeScript(lines: lines, to: script)
    let arguments =
      [binary] + (mode.map { [$0] } ?? []) + [
        "--no-color", "--seed", "1", "--data-dir", directory.appending(path: "data").path,
        script.path,
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
    // The child's peak is read from /proc while it runs: the `ru_maxrss` that `wait4`
    // reports is at least the spawning process's own peak, which the kernel carries across
    // `exec`, and would show the bench's memory instead of `flows`'s. The high-water mark
    // only grows, so the last reading is the peak but for the last moments of the run.
    var peak = 0
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      peak = max(peak, Self.peakKilobytes(of: pid))
      usleep(2_000)
    }
    let elapsed = clock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return Run(
      lines: lines, seconds: seconds, peakKilobytes: peak > 0 ? peak : usage.ru_maxrss,
      peakIsUpperBound: peak == 0, status: (status >> 8) & 0xff)
  }

  /// The `VmHWM` of process `pid` in kilobytes, or 0 when it cannot be read.
  static func peakKilobytes(of pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return 0
    }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
  }
}
