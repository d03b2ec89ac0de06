import Coordinator
import FlowsShell
import Foundation
import MVVM
import Testing
import XCTest

@testable import ShelfApp

// The listings of *Exploring Your App* (FlowsShell.docc/ExploringYourApp.md), compiled and run;
// `ArticleListingTests` checks that they still match.

/// A reading list: the list, and a book pushed by its own flow, which its screen's pop ends.
final class ReadingList: BaseCoordinator, ShellApp {
  let router = StackRouter()
  let titles: [String]
  init(titles: [String] = ["Dune", "Emma"]) { self.titles = titles }

  override func start() {
    super.start()
    router.setRoot(BookList(app: self), owner: self)
  }

  func open(_ number: Int) {
    guard titles.indices.contains(number - 1) else { return }
    startChild(BookFlow(router: router, title: titles[number - 1]), on: router)
  }

  // The app's own rules, checked at every place the explorer reaches.
  func invariantViolations() -> [String] {
    childCoordinators.count > 1 ? ["more than one book is open"] : []
  }
}

final class BookList: ShellScreen {
  enum Action { case open(Int) }

  private weak var app: ReadingList?
  init(app: ReadingList) { self.app = app }

  var messages: [String] { app?.titles ?? [] }
  // The numbers the explorer tries: a book, another, and one past the end.
  let actions = ScreenActions<Action>([
    .action("open", .integer(in: 1...99), samples: ["1", "2", "3"], Action.open)
  ])

  func perform(_ action: Action) {
    switch action {
    case .open(let number): app?.open(number)
    }
  }
}

final class BookFlow: BaseCoordinator {
  let router: any Router
  let title: String
  init(router: any Router, title: String) {
    self.router = router
    self.title = title
  }

  override func start() {
    super.start()
    router.push(BookScreen(title: title), owner: self, onPop: { [weak self] in self?.finish() })
  }
}

final class BookScreen: Presentable {
  let title: String
  init(title: String) { self.title = title }
}

/// A note's form: the title typed so far is its state, so each title is a place of its own.
final class NoteForm: BaseCoordinator, ShellApp {
  let router = StackRouter()

  override func start() {
    super.start()
    router.setRoot(NoteScreen(), owner: self)
  }
}

final class NoteScreen: ShellScreen, StateDeclaring {
  struct State: Equatable, Sendable {
    var title = ""
  }
  enum Action { case title(String), clear }

  private(set) var state = State()
  var messages: [String] { ["a note"] }
  let actions = ScreenActions<Action>([
    .action("title", .word("TEXT"), samples: ["Dune", "Emma"], Action.title),
    .action("clear", .clear),
  ])

  func perform(_ action: Action) {
    switch action {
    case .title(let title): state.title = title
    case .clear: state.title = ""
    }
  }
}

@MainActor
@Suite struct ExploringYourAppTests {
  @Test func theReadingListExploresClean() async {
    let exploration = await FlowExplorer(depth: 3) { _ in ReadingList() }.explore()
    #expect(exploration.violations == [])
    // Either book is one place: the same screens in the same flows.
    #expect(exploration.summary == "explored 2 places, 9 moves, depth 3: 0 violations")
    #expect(exploration.map.places.map(\.script) == [[], ["open 1"]])
  }

  @Test func aFormIsAPlaceForEachStateThePersonCanTellApart() async {
    let exploration = await FlowExplorer(depth: 2) { _ in NoteForm() }.explore()
    #expect(exploration.summary == "explored 3 places, 18 moves, depth 2: 0 violations")
    #expect(exploration.map.places.map(\.script) == [[], ["title Dune"], ["title Emma"]])
  }

  @Test func aViolationIsAScriptAndATest() async {
    // Two books open at once break the app's own rule.
    let explorer = FlowExplorer(depth: 0) { _ in ReadingList() }
    let violation = ExplorationViolation(
      check: .app, message: "more than one book is open", script: ["open 1", "open 2"])
    #expect(await explorer.violations(after: ["open 1"]) == [])
    #expect(violation.description == "app: more than one book is open")
    #expect(
      violation.testSource(named: "oneBookAtATime", makeApp: "ReadingList()").hasPrefix(
        "/// app: more than one book is open\n@MainActor @Test func oneBookAtATime() async {"))
  }
}

/// The article's session: the shelf app explored from the command line, its map drawn.
@MainActor
@Suite struct ExploringYourAppSessionTests {
  static let session = """
    $ swift run flows --app shelf --explore 4 --map shelf.html --data-dir /tmp/shelf-data
    explored 128 places, 583 moves, depth 4: 0 violations
    """

  @Test func theSessionIsWhatTheShelfCommandPrints() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let command = ShellCommandLine(ShelfCommand.description, options: ShelfOptions.self) {
      ShelfCommand.makeApp($0)
    }
    let map = directory.appending(path: "shelf.html").path
    let transcript = await command.run(arguments: [
      "--explore", "4", "--map", map, "--data-dir", directory.appending(path: "data").path,
    ])
    let lines = Self.session.split(separator: "\n")
    #expect(transcript.output == lines[1] + "\n")
    #expect(transcript.status == 0)
    #expect(try String(contentsOfFile: map, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
  }
}

/// The same exploration in XCTest.
final class ExploringYourAppXCTests: XCTestCase {
  @MainActor func testTheReadingListExploresClean() async {
    let exploration = await FlowExplorer(depth: 3) { _ in ReadingList() }.explore()
    XCTAssertEqual(exploration.violations, [])
  }
}
