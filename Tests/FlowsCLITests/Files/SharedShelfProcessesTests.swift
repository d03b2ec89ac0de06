import Foundation
import Testing

@testable import ShelfApp

/// Two `flows --app shelf` processes on one data directory, changing the shelf at once: the
/// file ends with every change of both.
@Suite struct SharedShelfProcessesTests {
  let directory: URL
  let data: URL
  var shelf: URL { data.appending(path: "shelf.json") }

  init() throws {
    directory = try temporaryDirectory()
    data = directory.appending(path: "data", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    var onboarded = Shelf.initial
    onboarded.isOnboarded = true
    try JSONEncoder().encode(onboarded).write(to: shelf)
  }

  @Test func twoProcessesAddingAndDeletingAtOnceLoseNothing() throws {
    let first = try DrivenShell(
      ["--app", "shelf", "--quiet", "--data-dir", data.path], in: directory)
    let second = try DrivenShell(
      ["--app", "shelf", "--quiet", "--data-dir", data.path], in: directory)
    for line in ["open 2", "delete", "delete"] {
      try first.send(line)
    }
    for round in 0..<25 {
      for (name, shell) in [("first", first), ("second", second)] {
        for line in ["add", "title \(name) \(round)", "author Someone"] {
          try shell.send(line)
        }
      }
    }
    try second.send("open 3")
    try second.send("delete")
    try second.send("delete")
    let ends = [try first.finish(), try second.finish()]
    #expect(ends.map(\.status) == [0, 0], "\(ends.map(\.stderr))")
    let books = try JSONDecoder().decode(Shelf.self, from: Data(contentsOf: shelf)).books
    let titles = (0..<25).flatMap { ["first \($0)", "second \($0)"] }
    #expect(Set(books.map(\.title)) == Set(["Dune"] + titles))
    #expect(books.count == 51)
    #expect(Set(books.map(\.id)).count == 51)
  }
}
