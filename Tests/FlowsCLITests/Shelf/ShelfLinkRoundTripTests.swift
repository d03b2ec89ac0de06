import Coordinator
import Foundation
import Testing

@testable import FlowsShell
@testable import ShelfApp

/// Every place the shelf app reaches prints links that open it again: random lines take the
/// app to places, where `:path` and `:path --url` are recorded; later, from wherever random
/// lines have taken it since, `:open` of each form (and of the `https://shelf.example` URL)
/// must land exactly there: the path, the selected tab and its stack's screens.
///
/// No Editor gets a draft (no `title` in it), so no link is refused for one; an Alert is
/// answered `cancel` or `keep` as soon as it opens; no `reset` or `delete`, so every book a
/// place names stays on the shelf.
@MainActor
@Suite struct ShelfLinkRoundTripTests {
  /// A place as the app showed it, and the links it printed for it.
  struct Place: Equatable {
    var path: String
    var url: String
    var selected: String
    var screens: [String]

    /// The forms `:open` is given: the path, the URL `:path --url` printed, and the web URL.
    var links: [String] {
      [path, url, "https://shelf.example" + path]
    }
  }

  @MainActor
  final class Driver {
    let app = ShelfAppCoordinator(
      router: StackRouter(isJournaling: false), store: ShelfStore(file: nil))
    let dispatcher: ShellDispatcher
    var random: SessionRandom

    init(seed: UInt64) {
      random = SessionRandom(seed: seed)
      app.start()
      dispatcher = ShellDispatcher(app: app)
    }

    var top: String? { app.router.topScreen?.screenName }

    /// A line that moves the app, never one that makes a draft or removes a book.
    func nextLine() -> String {
      let texts = ["dune", "gibson", "le", "left hand", "a", "100%", "a/b", "q?x=1#y", "é", "zzz"]
      let paths = [
        "/books", "/books/2", "/books/1/edit", "/books/add", "/search", "/search/dune/1",
        "/search/le/3/edit", "/account", "shelf://search?q=gibson",
      ]
      var choices: [(Int, String)] = [
        (4, "open \(Int.random(in: 1...6, using: &random))"), (2, "add"), (3, "edit"),
        (2, "save"), (3, "cancel"), (4, "find \(random.element(of: texts))"), (1, "delete"),
        (6, ":tab \(random.element(of: ShelfModel.tabs))"), (4, ":back"), (1, ":dismiss"),
        (3, ":open \(random.element(of: paths))"),
        (1, "author \(random.element(of: ["Dan Simmons", "Anon"]))"),
      ]
      if top == "AddTitle" {
        choices.append((6, "title \(random.element(of: ["Hyperion", "Left Hand?", "#5 a%b"]))"))
      }
      return random.pick(choices)
    }

    /// Runs `line`, then answers an Alert it opened with the choice that changes nothing.
    @discardableResult
    func run(_ line: String) async -> LineOutcome {
      let outcome = await dispatcher.runToRest(line)
      if top == "Alert" {
        let answer = await dispatcher.runToRest(random.element(of: ["cancel", "keep"]))
        if answer.verdict != .accepted {
          _ = await dispatcher.runToRest("cancel")
          _ = await dispatcher.runToRest("keep")
        }
      }
      return outcome
    }

    /// Where the app is, as `:path` and `:path --url` print it and as the tabs show it.
    func place() async -> Place? {
      guard let path = await dispatcher.runToRest(":path").result,
        let url = await dispatcher.runToRest(":path --url").result,
        let selected = app.router.stack.selectedTab,
        let tab = app.router.stack.tabs?.first(where: { $0.name == selected })
      else { return nil }
      return Place(path: path, url: url, selected: selected, screens: tab.entries.map(\.screen))
    }
  }

  nonisolated static let steps =
    ProcessInfo.processInfo.environment["FLOWS_ROUND_TRIP_STEPS"].flatMap { Int($0) } ?? 1_500

  @Test(arguments: [1, 2, 3] as [UInt64])
  func everyPlaceReachedOpensAgainFromElsewhere(seed: UInt64) async throws {
    let driver = Driver(seed: seed)
    try #require(await driver.run("start").verdict == .accepted)
    var recorded: [Place] = []
    var places: Set<String> = []
    var trips = 0
    for _ in 0..<Self.steps {
      await driver.run(driver.nextLine())
      // Record where the app is, unless it is a place no link opens.
      if let place = await driver.place(), place.path != "/books/add/author" {
        places.insert(place.path)
        recorded.append(place)
        let read = try FlowLink(parsing: place.url, origins: ShelfAppCoordinator.linkOrigins)
        #expect(read.path.description == place.path && read.query.isEmpty, "\(place.url)")
        #expect(place.url == "shelf://" + place.path.dropFirst())
      }
      // Now and then, from here, open a place recorded earlier, in one of its forms.
      guard recorded.count > 1, Bool.random(using: &driver.random) else { continue }
      let place = recorded.remove(at: Int.random(in: 0..<recorded.count - 1, using: &driver.random))
      let link = driver.random.element(of: place.links)
      let from = await driver.place()?.path ?? "?"
      let outcome = await driver.run(":open \(link)")
      trips += 1
      let landed = await driver.place()
      guard outcome.verdict == .accepted, landed == place else {
        Issue.record(
          """
          seed \(seed): :open \(link) from \(from): \(outcome.verdict), \
          landed \(String(describing: landed)), expected \(place)
          """)
        return
      }
    }
    print(
      "shelf link round trips seed \(seed): \(trips) round trips, \(places.count) places")
    #expect(trips >= 300)
    #expect(places.count >= 20)
    #expect(driver.app.router.violations(in: driver.app) == [])
  }
}
