import Coordinator
import Foundation
import Testing

@testable import FlowsShell
@testable import ShelfApp

/// Issue #60: a search's text in a link is taken as `find` takes it from a line, so a link
/// names no search that `find` could not show: runs of white space are one space, and a NUL,
/// which no line holds, is rejected. On 0.1.0 `/search/a%20%20%20b` kept its three spaces and
/// `shelf://search?q=%00` searched for a NUL.
extension ShelfLinkTests {
  @Test(arguments: [
    ("/search/a%20%20%20b", "/search/a%20b"),
    ("shelf://search?q=a%20%20b", "/search/a%20b"),
    ("https://shelf.example/search?q=%20left%09%20hand%0A", "/search/left%20hand"),
    ("/search/%20%20dune/1", "/search/dune/1"),
  ])
  func aSearchsTextIsTakenAsFindTakesIt(link: String, place: String) async {
    await run("start")

    #expect(await dispatcher.runToRest(":open \(link)") == LineOutcome(display: .changed))

    #expect(path == place)
    let typed = ShelfLinkTests()
    await typed.run(
      "start", ":tab search", "find \(place.split(separator: "/")[1].removingPercentEncoding!)")
    #expect(typed.path == place.split(separator: "/").prefix(2).reduce("") { $0 + "/" + $1 })
  }

  @Test(arguments: [
    ("shelf://search?q=%00", "NUL"),
    ("shelf://search?q=dune%00", "NUL"),
    ("/search/%00", "%00"),
    ("shelf://search?q=%20%09", "1 to 200 characters"),
  ])
  func aSearchNoLineCouldTypeIsRejected(link: String, says: String) async {
    await run("start")

    let outcome = await dispatcher.runToRest(":open \(link)")

    #expect(outcome.verdict != .accepted)
    #expect(outcome.error?.contains(says) == true, "\(outcome)")
    #expect(path == "/books")
  }
}
