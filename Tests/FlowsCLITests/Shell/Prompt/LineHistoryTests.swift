import Foundation
import Testing

@testable import FlowsShell

/// The history is bounded, survives a restart, is shared by two sessions, and never replaces
/// what is not a regular file.
@Suite struct LineHistoryTests {
  let directory: URL
  var path: String { directory.appending(path: "history").path }

  init() throws {
    directory = try temporaryDirectory()
  }

  @Test func linesSurviveARestartWithoutRepeatsAndAtMostAThousand() throws {
    let history = LineHistory(path: path)
    for number in 0..<1_005 {
      history.add("guess \(number)")
      history.add("guess \(number)")
    }
    #expect(history.lines.count == 1_000)
    #expect(history.lines.first == "guess 5" && history.lines.last == "guess 1004")
    #expect(LineHistory(path: path).lines == history.lines)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == history.lines.map { $0 + "\n" }.joined())
  }

  @Test func twoSessionsKeepBothTheirLines() {
    let first = LineHistory(path: path)
    let second = LineHistory(path: path)
    first.add("login Ada")
    second.add("login Kai")
    first.add("play")
    #expect(LineHistory(path: path).lines == ["login Ada", "login Kai", "play"])
  }

  @Test func linesThePromptCannotHoldAreNotRecalled() throws {
    try Data("ok\n\u{1B}[2J\n\nbad\u{0}\nalso ok".utf8).write(to: URL(fileURLWithPath: path))
    #expect(LineHistory(path: path).lines == ["ok", "also ok"])
  }

  /// Issue #60: a line the prompt will not show (a control character, invalid UTF-8, a NUL)
  /// stays in the file as it was when a line is added; 0.1.0 deleted it.
  @Test func linesThePromptCannotHoldStayInTheFileAsTheyWere() throws {
    let found: [UInt8] =
      Array("ok\n\u{1B}[2J\n\nbad\u{0}line\n".utf8) + [0x66, 0xFF, 0xC3, 0x0A]
      + Array("also ok\n".utf8)
    try Data(found).write(to: URL(fileURLWithPath: path))
    let history = LineHistory(path: path)
    #expect(history.lines == ["ok", "also ok"])
    history.add("play")
    #expect(history.lines == ["ok", "also ok", "play"])
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == found + Array("play\n".utf8))
    #expect(LineHistory(path: path).lines == ["ok", "also ok", "play"])
  }

  @Test func aSymlinkedHistoryStaysALinkAndADirectoryIsNotReplaced() throws {
    let target = directory.appending(path: "real-history").path
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    LineHistory(path: path).add("play")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "play\n")

    let blocked = directory.appending(path: "blocked").path
    try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: false)
    let history = LineHistory(path: blocked)
    history.add("one")
    history.add("two")
    #expect(history.lines == ["one", "two"])
    #expect(
      history.takeWarning()
        == "the history is not saved: cannot write \(blocked): it is a directory, not a regular "
        + "file; flows does not replace it")
    #expect(history.takeWarning() == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: blocked) == [])
  }

  @Test func aNullDeviceKeepsNothing() {
    let history = LineHistory(path: "/dev/null")
    history.add("play")
    #expect(history.lines == ["play"])
    #expect(history.takeWarning() == nil)
    #expect(LineHistory(path: "/dev/null").lines == [])
  }
}
