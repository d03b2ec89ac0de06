import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The `flows` binary as other programs meet it: driven through a pipe, writing to a full disk,
/// saving its state.
@Suite struct ProcessTests {
  /// Reads from `handle` up to and including the next line break; "" at the end of the output.
  private func readLine(_ handle: FileHandle) -> String {
    var bytes: [UInt8] = []
    while true {
      // One byte at a time, so nothing after the line is taken from the pipe.
      guard let byte = try? handle.read(upToCount: 1), let first = byte.first else { break }
      bytes.append(first)
      if first == 0x0A { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aProgramDrivesTheShellThroughAPipeOneLineAtATime() throws {
    let directory = try temporaryDirectory()
    let process = Process()
    process.executableURL = try FlowsBinary.url
    process.arguments = [
      "--json", "--seed", "7", "--data-dir", directory.appending(path: "data").path,
    ]
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Without a flush after every line the reads below would block: end it rather than hang.
    let watchdog = DispatchWorkItem { [process] in kill(process.processIdentifier, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    defer { watchdog.cancel() }

    var screens: [String] = []
    for line in ["login Ada", "verify 123456", "play", ":path"] {
      try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
      let answer = readLine(output.fileHandleForReading)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any], "\(line)")
      #expect(object["input"] as? String == line)
      screens.append(object["screen"] as? String ?? "?")
    }
    #expect(screens == ["OTP", "Main", "Game", "Game"])
    try input.fileHandleForWriting.close()
    #expect(readLine(output.fileHandleForReading) == "")
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func outputToAFullDiskExits74() throws {
    let directory = try temporaryDirectory()
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let run = try FlowsBinary.run(
      ["--seed", "7", "--data-dir", directory.appending(path: "data").path],
      input: Data("login Ada\n".utf8), in: directory, standardOutput: full)
    #expect(run.status == 74)
    #expect(run.standardError == "flows: cannot write standard output: No space left on device\n")
  }

  @Test func aReaderThatGoesAwayMakesTheShellExit74NotDieOfSIGPIPE() throws {
    let directory = try temporaryDirectory()
    let process = Process()
    process.executableURL = try FlowsBinary.url
    process.arguments = ["--seed", "7", "--data-dir", directory.appending(path: "data").path]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try output.fileHandleForReading.close()
    try process.run()
    let watchdog = DispatchWorkItem { [process] in kill(process.processIdentifier, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    defer { watchdog.cancel() }
    try? input.fileHandleForWriting.write(contentsOf: Data("login Ada\n".utf8))
    try? input.fileHandleForWriting.close()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 74)
    // A closed pipe ends the session at once, without a message (CLI.md, "Closed output").
    #expect(stderr == "")
  }

  @Test func theStateFileHoldsThePathAtExit() throws {
    let directory = try temporaryDirectory()
    let state = directory.appending(path: "state.json")
    let run = try FlowsBinary.run(
      [
        "--seed", "7", "--quiet", "--data-dir", directory.appending(path: "data").path,
        "--state", state.path,
      ],
      input: Data("login Ada\nverify 123456\nsettings\nprofile\n".utf8), in: directory)
    #expect(run.status == 0)
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/settings/profile","tabs":[]}"# + "\n")
  }

  @Test func withoutADataDirectorySettingsGoToXDGConfigHome() throws {
    let directory = try temporaryDirectory()
    let run = try FlowsBinary.run(
      ["--seed", "7", "--quiet"],
      input: Data("login Ada\nverify 123456\nsettings\nsound off\n".utf8),
      environment: ["XDG_CONFIG_HOME": directory.appending(path: "config").path], in: directory)
    #expect(run.status == 0)
    let settings = directory.appending(path: "config/flows/settings.json")
    #expect(try String(contentsOf: settings, encoding: .utf8).contains(#""sound" : false"#))
  }
}
