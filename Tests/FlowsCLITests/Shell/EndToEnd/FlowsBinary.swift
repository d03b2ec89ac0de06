import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The `flows` executable of the build these tests belong to, run as a person or script would.
///
/// Found next to the test bundle in the build products directory, so
/// `swift test --scratch-path X` runs X's `flows`, built with the tests.
enum FlowsBinary {
  /// What one run of `flows` wrote and how it exited.
  struct Run: Equatable {
    var stdout: Data
    var stderr: Data
    var status: Int32

    var standardOutput: String { String(decoding: stdout, as: UTF8.self) }
    var standardError: String { String(decoding: stderr, as: UTF8.self) }
  }

  /// `$FLOWS_BINARY` when it is set (to run these tests against another build, such as the
  /// last release, and see which of them it fails); else the `flows` of the products
  /// directories: the one holding the test resources, then the runner's.
  static var url: URL {
    get throws {
      if let path = ProcessInfo.processInfo.environment["FLOWS_BINARY"], !path.isEmpty {
        return URL(fileURLWithPath: path)
      }
      var directories = [Bundle.module.bundleURL.deletingLastPathComponent()]
      if let runner = Bundle.main.executableURL {
        directories.append(runner.deletingLastPathComponent())
      }
      directories += Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
        .map { $0.bundleURL.deletingLastPathComponent() }
      let candidates = directories.map { $0.appending(path: "flows", directoryHint: .notDirectory) }
      return try #require(
        candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
        "no flows executable in \(directories.map(\.path))")
    }
  }

  /// Runs `flows arguments` with `input` on standard input and a clean environment.
  ///
  /// Standard input, output and error are files, never terminals, so the
  /// shell runs as it does in a pipeline. `closing`, a shell redirection such as `>&-` or
  /// `2>&-`, starts it with that descriptor closed (through `/bin/sh`, which `exec`s it).
  static func run(
    _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
    in directory: URL, standardOutput: FileHandle? = nil, closing: String? = nil
  ) throws -> Run {
    let inputURL = directory.appending(path: "stdin", directoryHint: .notDirectory)
    let outputURL = directory.appending(path: "stdout", directoryHint: .notDirectory)
    let errorURL = directory.appending(path: "stderr", directoryHint: .notDirectory)
    try input.write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)

    let process = Process()
    if let closing {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", #"exec "$0" "$@" "# + closing, try url.path] + arguments
    } else {
      process.executableURL = try url
      process.arguments = arguments
    }
    // TMPDIR too: what a run makes in the temporary directory (an exploration's data) is its
    // own, and a test that counts what is there sees no other run's.
    process.environment = [
      "PATH": "/usr/bin:/bin", "LC_ALL": "C", "HOME": directory.path, "TMPDIR": directory.path,
    ]
    .merging(environment) { $1 }
    process.currentDirectoryURL = directory
    let stdin = try FileHandle(forReadingFrom: inputURL)
    let stdout = try FileHandle(forWritingTo: outputURL)
    let stderr = try FileHandle(forWritingTo: errorURL)
    defer {
      try? stdin.close()
      try? stdout.close()
      try? stderr.close()
    }
    process.standardInput = stdin
    process.standardOutput = standardOutput ?? stdout
    process.standardError = stderr
    try process.run()
    // A hung shell fails its test instead of hanging the run.
    let watchdog = DispatchWorkItem { [process] in kill(process.processIdentifier, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    process.waitUntilExit()
    watchdog.cancel()
    return Run(
      stdout: try Data(contentsOf: outputURL), stderr: try Data(contentsOf: errorURL),
      status: process.terminationStatus)
  }
}
