import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `flows` process driven through pipes, a line at a time, as another program drives it.
///
/// Optionally started through `/bin/sh -c 'SETUP; exec flows …'`, so that a test can set the
/// umask or a stack limit first, or learn the process's pid (`$$`) before it runs; or through
/// a launcher such as `unshare --pid --fork`. A watchdog ends a run that hangs, so a hang
/// fails its test rather than the run.
final class DrivenShell {
  let process = Process()
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  private let watchdog: DispatchWorkItem

  /// Starts `flows arguments` in `directory`, after `setup` in a shell when given.
  init(
    _ arguments: [String], in directory: URL, setup: String? = nil, launcher: [String] = [],
    configure: (DrivenShell) throws -> Void = { _ in }
  ) throws {
    // A shell that ended early makes the next write fail with EPIPE instead of killing the
    // test process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let flows = try FlowsBinary.url
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = launcher.dropFirst() + [flows.path] + arguments
    } else if let setup {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", setup + "; exec \"$0\" \"$@\"", flows.path] + arguments
    } else {
      process.executableURL = flows
      process.arguments = arguments
    }
    process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C", "HOME": directory.path]
    if launcher.contains("--pid") {
      // Built with AddressSanitizer, flows checks for leaks as it exits; as pid 1 of a
      // namespace of its own (`unshare --pid --fork`) LeakSanitizer cannot stop its threads
      // ("Running thread N was not suspended. False leaks are possible.") and reports as
      // leaked what they hold. Every other session of flows the suite runs keeps the check.
      process.environment?["ASAN_OPTIONS"] = "detect_leaks=0"
    }
    process.currentDirectoryURL = directory
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    watchdog = DispatchWorkItem { [process] in kill(process.processIdentifier, SIGKILL) }
    try configure(self)
    try process.run()
    // Generous: under a sanitizer on a loaded machine a long script takes minutes, and the
    // watchdog is for a hang, not for a slow run.
    DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: watchdog)
  }

  deinit {
    watchdog.cancel()
  }

  /// Writes `line` and a line break to the shell's standard input.
  func send(_ line: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// The next line of standard output, with its line break; "" at its end.
  func readLine() -> String {
    var bytes: [UInt8] = []
    while true {
      // One byte at a time, so nothing after the line is taken from the pipe.
      guard let byte = try? output.fileHandleForReading.read(upToCount: 1), let first = byte.first
      else { break }
      bytes.append(first)
      if first == 0x0A { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Sends `line` and returns the line it answers (run with `--quiet` and a line that prints).
  func ask(_ line: String) throws -> String {
    try send(line)
    return readLine()
  }

  /// Closes standard input, waits for the end, and returns the status and all of stderr.
  func finish() throws -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
    try? input.fileHandleForWriting.close()
    return wait()
  }

  /// Sends `signal` once `delay` microseconds have passed, then waits for the end; the shell
  /// must still be running when the signal goes.
  func interrupt(
    with signal: Int32, after delay: UInt32 = 0
  ) -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
    usleep(delay)
    #expect(process.isRunning)
    kill(process.processIdentifier, signal)
    return wait()
  }

  /// Waits for the end, and returns the status and all of stderr.
  func wait() -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return (
      process.terminationStatus, process.terminationReason,
      String(decoding: stderr, as: UTF8.self)
    )
  }
}

/// A system call that failed while a test set up its files.
struct SetupError: Error, CustomStringConvertible {
  var description: String
}

/// Throws, with `errno`, when a set-up call did not succeed.
func check(_ succeeded: Bool, _ what: String) throws {
  guard succeeded else {
    throw SetupError(description: "\(what): \(String(cString: strerror(errno)))")
  }
}
