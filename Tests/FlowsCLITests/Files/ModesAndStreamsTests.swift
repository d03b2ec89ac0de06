import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Finding 6: a file keeps its mode, a new one gets 0666 less the umask, and a non-blocking
/// standard output with a slow reader is waited on rather than given up on.
@Suite struct ModesAndStreamsTests {
  let directory: URL
  let data: URL

  init() throws {
    directory = try temporaryDirectory()
    data = directory.appending(path: "data", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
  }

  private func mode(_ url: URL) -> mode_t {
    var status = stat()
    return stat(url.path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  private func run(_ arguments: [String], _ lines: [String], umask mask: String) throws -> Int32 {
    let shell = try DrivenShell(
      ["--quiet", "--data-dir", data.path] + arguments, in: directory, setup: "umask \(mask)")
    for line in lines {
      try shell.send(line)
    }
    let end = try shell.finish()
    #expect(end.stderr == "")
    return end.status
  }

  @Test func aFileTheUserProtectedKeepsItsMode() throws {
    let settings = data.appending(path: "settings.json")
    let state = directory.appending(path: "state.json")
    try Data(#"{"difficulty":"easy","profile_name":"Kai","sound":true}"#.utf8).write(to: settings)
    try Data(#"{"path":"/login"}"#.utf8).write(to: state)
    try check(chmod(settings.path, 0o600) == 0, "chmod")
    try check(chmod(state.path, 0o640) == 0, "chmod")
    let status = try run(
      ["--state", state.path], ["login Ada", "verify 123456", "settings", "sound off"],
      umask: "022")
    #expect(status == 0)
    #expect(mode(settings) == 0o600)
    #expect(mode(state) == 0o640)
    #expect(try String(contentsOf: state, encoding: .utf8).contains("/main/settings"))
  }

  @Test(arguments: ["022", "077", "027", "002", "000"])
  func aNewFileGetsTheUmasksMode(mask: String) throws {
    let state = directory.appending(path: "state.json")
    let status = try run(
      ["--state", state.path], ["login Ada", "verify 123456", "settings", "sound off"],
      umask: mask)
    #expect(status == 0)
    let expected = 0o666 & ~mode_t(mask, radix: 8)!
    #expect(mode(data.appending(path: "settings.json")) == expected)
    #expect(mode(state) == expected)
  }

  @Test func aNonBlockingOutputWithASlowReaderGetsEveryLine() throws {
    let count = 40_000
    let script = directory.appending(path: "stacks.flows")
    try Data(Array(repeating: ":path", count: count).joined(separator: "\n").utf8).write(to: script)
    let shell = try DrivenShell(["--quiet", "--data-dir", data.path, script.path], in: directory) {
      let descriptor = $0.output.fileHandleForWriting.fileDescriptor
      try check(fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0, "fcntl")
    }
    // 280 KB, over four times what a pipe holds, and a pause long enough for the pipe to fill:
    // flows meets EAGAIN and must wait.
    usleep(300_000)
    var lines = 0
    while shell.readLine() == "/login\n" {
      lines += 1
    }
    let end = try shell.finish()
    #expect(end.status == 0, "\(end.stderr)")
    #expect(end.stderr == "")
    #expect(lines == count)
  }
}
