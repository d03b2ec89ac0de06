import Foundation
import Testing

@testable import GameApp
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

  /// Two processes at once, each making its own seeded run of additions and deletions: the
  /// file ends with every book either added and none either deleted.
  @Test(arguments: [UInt64(1), 2, 3])
  func twoProcessesMakingRandomChangesAtOnceLoseNothing(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let shells = try (0..<2).map { _ in
      try DrivenShell(["--app", "shelf", "--quiet", "--data-dir", data.path], in: directory)
    }
    // Each deletes only books of its own, so what the file must end with is known.
    var deletable: [[Int]] = [[1, 2], [3]]
    var added: [String] = []
    for step in 0..<40 {
      let index = Int(random.next() % 2)
      if random.next() % 4 == 0, let id = deletable[index].popLast() {
        for line in ["open \(id)", "delete", "delete"] {
          try shells[index].send(line)
        }
      } else {
        let title = "seed \(seed) process \(index) step \(step)"
        added.append(title)
        for line in ["add", "title \(title)", "author Someone"] {
          try shells[index].send(line)
        }
      }
    }
    let ends = try shells.map { try $0.finish() }
    #expect(ends.map(\.status) == [0, 0], "\(ends.map(\.stderr))")
    let books = try JSONDecoder().decode(Shelf.self, from: Data(contentsOf: shelf)).books
    let kept = Shelf.initial.books.filter { deletable.joined().contains($0.id) }.map(\.title)
    #expect(Set(books.map(\.title)) == Set(kept + added))
    #expect(books.count == kept.count + added.count)
    #expect(Set(books.map(\.id)).count == books.count)
  }
}
