import Foundation
import Testing

@testable import FlowsShell

/// An exploration's data directory: a private copy of the starting data, put back whole before
/// every fresh app, whatever the app did to it, and never a write outside it.
@Suite struct ExplorationDirectoryTests {
  /// Every entry under `directory` by relative path: a file's text, `link` for a link and
  /// `directory` for a directory.
  static func entries(under directory: URL) throws -> [String: String] {
    var found: [String: String] = [:]
    let files = FileManager.default
    for relative in try files.subpathsOfDirectory(atPath: directory.path) {
      let path = directory.appending(path: relative).path
      let attributes = try files.attributesOfItem(atPath: path)
      switch attributes[.type] as? FileAttributeType {
      case .typeSymbolicLink?: found[relative] = "link"
      case .typeRegular?: found[relative] = try String(contentsOfFile: path, encoding: .utf8)
      case .typeDirectory?: found[relative] = "directory"
      default: found[relative] = "other"
      }
    }
    return found
  }

  @Test func theCopyIsPutBackWholeAndNothingOutsideItIsWritten() throws {
    let root = try temporaryDirectory()
    let start = root.appending(path: "start")
    let outside = root.appending(path: "outside.json")
    try FileManager.default.createDirectory(
      at: start.appending(path: "sub"), withIntermediateDirectories: true)
    try Data(#"{"sound":true}"#.utf8).write(to: start.appending(path: "settings.json"))
    try Data("a note".utf8).write(to: start.appending(path: "sub/notes.txt"))
    try Data().write(to: start.appending(path: "empty"))
    try Data("outside".utf8).write(to: outside)
    try FileManager.default.createSymbolicLink(
      at: start.appending(path: "link.json"), withDestinationURL: outside)
    let started = try Self.entries(under: start)

    let directory = try ExplorationDirectory(copying: start)
    // The link is copied as a file of its own, the empty file is none, directories are made.
    let copied = [
      "settings.json": #"{"sound":true}"#, "sub": "directory", "sub/notes.txt": "a note",
      "link.json": "outside",
    ]
    #expect(try Self.entries(under: directory.url) == copied)

    // What an app might do: change a file, add one, put a link where a file was.
    try Data("changed".utf8).write(to: directory.url.appending(path: "settings.json"))
    try Data("new".utf8).write(to: directory.url.appending(path: "new.txt"))
    try FileManager.default.removeItem(at: directory.url.appending(path: "sub/notes.txt"))
    try FileManager.default.createSymbolicLink(
      at: directory.url.appending(path: "sub/notes.txt"), withDestinationURL: outside)
    try directory.reset()

    #expect(try Self.entries(under: directory.url) == copied)
    #expect(try String(contentsOf: outside, encoding: .utf8) == "outside")
    #expect(try Self.entries(under: start) == started)
    let mode = try FileManager.default.attributesOfItem(atPath: directory.url.path)[
      .posixPermissions]
    #expect(mode as? Int == 0o700)
  }
}
