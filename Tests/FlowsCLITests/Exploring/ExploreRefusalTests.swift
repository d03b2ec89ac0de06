import Foundation
import Testing

/// Issue #60: what keeps an exploration from running or from writing its map is said before
/// any exploring, in words a person can act on, with status 74 as a session's would be.
@Suite struct ExploreRefusalTests {
  let directory: URL

  init() throws {
    directory = try temporaryDirectory()
  }

  private func run(_ arguments: [String], environment: [String: String] = [:]) throws
    -> FlowsBinary.Run
  {
    try FlowsBinary.run(arguments, environment: environment, in: directory)
  }

  /// 0.1.0 explored, then said it could not write the map.
  @Test func aMapThatCannotBeWrittenIsRefusedBeforeExploring() throws {
    try FileManager.default.createDirectory(
      at: directory.appending(path: "adir.html"), withIntermediateDirectories: false)
    let intoDirectory = try run(["--explore", "3", "--map", "adir.html"])
    #expect(
      intoDirectory
        == FlowsBinary.Run(
          stdout: Data(),
          stderr: Data(
            ("flows: cannot write adir.html: it is a directory, not a regular file; flows does "
              + "not replace it\n").utf8), status: 74))
    let nowhere = try run(["--explore", "3", "--map", "nodir/map.dot"])
    #expect(
      nowhere
        == FlowsBinary.Run(
          stdout: Data(),
          stderr: Data("flows: cannot write nodir/map.dot: No such file or directory\n".utf8),
          status: 74))
  }

  /// 0.1.0 explored from empty data and exited 0, where a session exits 74.
  @Test func aDataDirectoryThatIsAFileIsRefusedAsASessionRefusesIt() throws {
    let file = directory.appending(path: "afile")
    try Data("not a directory\n".utf8).write(to: file)
    let run = try run(["--explore", "1", "--data-dir", file.path])
    #expect(run.status == 74)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "flows: cannot copy the starting data for the exploration: \(file.path) is not a "
        + "directory\n")
  }

  /// 0.1.0 printed a raw `NSCocoaErrorDomain` error.
  @Test func aMissingTemporaryDirectoryIsNamedWithTheVariableThatSaysWhere() throws {
    let missing = directory.appending(path: "missing").path
    let run = try run(["--explore", "1"], environment: ["TMPDIR": missing])
    #expect(run.status == 74)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "flows: cannot make the exploration's temporary directory in \(missing): No such "
        + "file or directory (TMPDIR says where it is made)\n")
  }
}
