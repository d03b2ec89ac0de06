import Foundation
import Testing

@testable import FlowsCLI

@Suite struct StateFileTests {
  let directory: URL
  let file: StateFile

  init() throws {
    directory = try temporaryDirectory()
    file = StateFile(path: directory.appending(path: "state.json").path)
  }

  @Test func noFileIsNoState() throws {
    #expect(try file.load() == nil)
  }

  @Test func aSavedStateLoadsBackAndIsWrittenAsOneLineOfJSON() throws {
    try file.save(SavedState(path: "/main/settings/profile"))
    #expect(try file.load() == SavedState(path: "/main/settings/profile"))
    #expect(
      try String(contentsOf: file.url, encoding: .utf8)
        == #"{"path":"/main/settings/profile"}"# + "\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])
  }

  @Test func aFileThatIsNotStateIsAnError() throws {
    try Data("{\"path\": 3}".utf8).write(to: file.url)
    #expect(throws: StateFileError(path: file.url.path, reason: "it is not a state file")) {
      try file.load()
    }
    try Data(count: StateFile.maximumSize + 1).write(to: file.url)
    #expect(throws: StateFileError(path: file.url.path, reason: "it is larger than 65536 bytes")) {
      try file.load()
    }
  }

  @Test func aStateThatCannotBeWrittenIsAnError() throws {
    let blocked = directory.appending(path: "file")
    try Data().write(to: blocked)
    let file = StateFile(path: blocked.appending(path: "state.json").path)
    #expect(throws: FileWriteError.self) { try file.save(SavedState(path: "/main")) }
  }
}
