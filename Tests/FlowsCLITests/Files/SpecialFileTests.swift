import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Finding 1 (and the FIFO of finding 6) of the attack on the shell's files: a path that is a
/// device, a FIFO or a directory is never replaced, and a symlink stays a link whose target
/// is written. Run as root, as CI runs, with real device nodes made by `mknod`.
@Suite(.enabled(if: geteuid() == 0, "mknod needs root, as CI runs"))
struct SpecialFileTests {
  let directory: URL
  let data: URL

  init() throws {
    directory = try temporaryDirectory()
    data = directory.appending(path: "data", directoryHint: .isDirectory)
  }

  private func kind(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  private func makeDevice(_ name: String, minor: UInt32) throws -> String {
    let path = directory.appending(path: name).path
    // The memory devices: 3 is /dev/null, 5 is /dev/zero.
    let device = dev_t(1 << 8 | minor)
    try check(mknod(path, S_IFCHR | 0o666, device) == 0, "mknod \(path)")
    return path
  }

  private func run(_ arguments: [String], _ lines: [String]) throws -> FlowsBinary.Run {
    try FlowsBinary.run(
      ["--quiet", "--data-dir", data.path] + arguments,
      input: Data(lines.joined(separator: "\n").utf8), in: directory)
  }

  @Test func stateInANullDeviceKeepsNothingAndTheDeviceStays() throws {
    let null = try makeDevice("null", minor: 3)
    let run = try run(["--state", null], ["login Ada", "verify 123456", ":path"])
    #expect(run == FlowsBinary.Run(stdout: Data("/main\n".utf8), stderr: Data(), status: 0))
    #expect(kind(null) == S_IFCHR)
    // Nothing was made beside it either.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["null", "stderr", "stdin", "stdout"])
  }

  @Test func aLinkToANullDeviceIsReadAsEmptyAndStaysALink() throws {
    let null = try makeDevice("null", minor: 3)
    let link = directory.appending(path: "state.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: null)
    let run = try run(["--state", link], [":path"])
    #expect(run == FlowsBinary.Run(stdout: Data("/login\n".utf8), stderr: Data(), status: 0))
    #expect(kind(link) == S_IFLNK)
    #expect(kind(null) == S_IFCHR)
  }

  @Test func stateInAnotherDeviceIsRefusedBeforeTheSession() throws {
    let zero = try makeDevice("zero", minor: 5)
    let run = try run(["--state", zero], ["login Ada"])
    #expect(
      run
        == FlowsBinary.Run(
          stdout: Data(),
          stderr: Data(
            ("flows: cannot read state file \(zero): it is a device, not a regular file; "
              + "flows does not replace it\n").utf8),
          status: 74))
    #expect(kind(zero) == S_IFCHR)
  }

  @Test func stateInAFIFOIsRefusedAtOnceAndTheFIFOStays() throws {
    let fifo = directory.appending(path: "state.fifo").path
    try check(mkfifo(fifo, 0o644) == 0, "mkfifo \(fifo)")
    // No writer ever opens it: a blocking open would hang here until the watchdog.
    let run = try run(["--state", fifo], ["login Ada"])
    #expect(
      run
        == FlowsBinary.Run(
          stdout: Data(),
          stderr: Data(
            ("flows: cannot read state file \(fifo): it is a FIFO, not a regular file; "
              + "flows does not replace it\n").utf8),
          status: 74))
    #expect(kind(fifo) == S_IFIFO)
  }

  @Test func stateInADirectoryIsRefused() throws {
    let run = try run(["--state", directory.path], [":path"])
    #expect(run.status == 74)
    #expect(run.stdout == Data())
    #expect(
      run.standardError.hasSuffix(
        "it is a directory, not a regular file; flows does not replace it\n"))
    #expect(kind(directory.path) == S_IFDIR)
  }

  @Test func aSettingsFileThatIsAFIFOIsNeitherReadNorReplaced() throws {
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let fifo = data.appending(path: "settings.json").path
    try check(mkfifo(fifo, 0o644) == 0, "mkfifo \(fifo)")
    let run = try run([], ["login Ada", "verify 123456", "settings", "sound off", ":path"])
    #expect(
      run
        == FlowsBinary.Run(
          stdout: Data("/main/settings\n".utf8),
          stderr: Data(
            """
            flows: warning: settings file \(fifo) is a FIFO, not a regular file; using defaults, \
            and changes cannot be saved
            flows: line 4: cannot write \(fifo): it is a FIFO, not a regular file; flows does \
            not replace it

            """.utf8),
          status: 74))
    #expect(kind(fifo) == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["settings.json"])
  }

  @Test func aSymlinkedSettingsFileStaysALinkAndItsTargetChanges() throws {
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let real = directory.appending(path: "dotfiles/flows-settings.json")
    try FileManager.default.createDirectory(
      at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"difficulty":"easy","profile_name":"Kai","sound":true}"#.utf8).write(to: real)
    let link = data.appending(path: "settings.json").path
    // A relative link, as dotfile managers make them.
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "../dotfiles/flows-settings.json")
    let run = try run([], ["login Ada", "verify 123456", "settings", "sound off", ":screen"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("Difficulty: easy\n  Sound: off\n  Profile name: Kai"))
    #expect(kind(link) == S_IFLNK)
    #expect(
      try String(contentsOf: real, encoding: .utf8)
        == "{\n  \"difficulty\" : \"easy\",\n  \"profile_name\" : \"Kai\",\n  \"sound\" : false\n}")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: real.deletingLastPathComponent().path)
        == ["flows-settings.json"])
  }

  @Test func aSymlinkedStateFileStaysALinkAndADanglingOneIsCreatedAtItsTarget() throws {
    let target = directory.appending(path: "states/current.json")
    let link = directory.appending(path: "state.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Dangling at first: the first run creates the target.
    let first = try run(["--state", link], ["login Ada", "verify 123456", "about"])
    #expect(first.status == 0)
    #expect(kind(link) == S_IFLNK)
    #expect(
      try String(contentsOf: target, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/about","tabs":[]}"# + "\n")
    let second = try run(["--state", link], [":path", "close"])
    #expect(
      second == FlowsBinary.Run(stdout: Data("/main/about\n".utf8), stderr: Data(), status: 0))
    #expect(kind(link) == S_IFLNK)
    #expect(
      try String(contentsOf: target, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main","tabs":[]}"# + "\n")
  }
}
