import Foundation
import Testing

@testable import FlowsShell

@Suite struct ExploringMapHTMLTests {
  private let page = MapFixture.map.html()

  /// The embedded map: the line between the JSON script element's tags.
  private func embeddedJSON(of page: String) throws -> String {
    let start = try #require(
      page.range(of: "<script type=\"application/json\" id=\"map-data\">\n"))
    let end = try #require(page.range(of: "\n</script>", range: start.upperBound..<page.endIndex))
    return String(page[start.upperBound..<end.lowerBound])
  }

  @Test func thePageAsksForNothingOverTheNetworkNorForAnyOtherFile() {
    for reference in ["http://", "https://", "src=", "<link", "@import", "url(http", "//cdn"] {
      #expect(!page.contains(reference), "\(reference)")
    }
    #expect(page.contains("default-src 'none'"))
  }

  @Test func theEmbeddedJSONDecodesToTheSamePlacesAndMoves() throws {
    let data = try #require(try embeddedJSON(of: page).data(using: .utf8))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let places = try #require(object["places"] as? [[String: Any]])
    let moves = try #require(object["moves"] as? [[String: Any]])
    let decoded = ExplorationMap(
      places: try places.map { place in
        ExplorationMap.Place(
          id: try #require(place["id"] as? Int), screen: try #require(place["screen"] as? String),
          flow: try #require(place["flow"] as? String),
          path: place["path"] is NSNull ? nil : try #require(place["path"] as? String),
          tree: try #require(place["tree"] as? String),
          stacks: try #require(place["stacks"] as? String),
          script: try #require(place["script"] as? [String]),
          states: try #require(place["states"] as? String))
      },
      moves: try moves.map { move in
        ExplorationMap.Move(
          from: try #require(move["from"] as? Int), to: try #require(move["to"] as? Int),
          line: try #require(move["line"] as? String))
      })
    // Each text as the page shows it: a control character as an escape, as .dot and .mmd do.
    let shown = ExplorationMap.shownText
    let expected = ExplorationMap(
      places: MapFixture.map.places.map { place in
        ExplorationMap.Place(
          id: place.id, screen: shown(place.screen), flow: shown(place.flow),
          path: place.path.map(shown), tree: shown(place.tree), stacks: shown(place.stacks),
          script: place.script.map(shown))
      },
      moves: MapFixture.map.moves.map {
        ExplorationMap.Move(from: $0.from, to: $0.to, line: shown($0.line))
      })
    #expect(decoded == expected)
    #expect(decoded.places[1].screen == "say \"hi\" \\ <b>|[x]|\n\\u{1B}</script><!--")
    #expect(
      Array(places[0].keys).sorted() == [
        "flow", "id", "path", "screen", "script", "stacks", "states", "tree", "violations",
      ])
    #expect(object["summary"] is NSNull)
  }

  /// Issue #60: the page drew a raw ESC from a screen's name, where `.dot` and `.mmd` show an
  /// escape; the page holds none, escaped or not, for its script to draw.
  @Test func aControlCharacterIsShownAsAnEscapeAsInTheOtherFormats() throws {
    let json = try embeddedJSON(of: page)
    #expect(!json.lowercased().contains(#"\u001b"#) && !json.contains("\u{1B}"))
    #expect(json.contains(#"\\u{1B}"#))
    #expect(
      ExplorationMap.shownText("a\u{1B}[2J\n\u{7F}\u{85}\u{2028}b") == #"a\u{1B}[2J"# + "\n"
        + #"\u{7F}\u{85}\u{2028}b"#)
  }

  @Test func noTextOfTheMapCanEndOrConfuseAScriptElement() throws {
    let json = try embeddedJSON(of: page)
    #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
    #expect(!json.contains("\n") && !json.contains("\u{2028}"))
    #expect(json.contains(#"\u003c/script\u003e\u003c!--"#))
    #expect(page.components(separatedBy: "</script").count == 3)
    #expect(!page.contains("<!--"))
    #expect(
      ExplorationMap.jsonString("\"\\\n\r\t\u{0}\u{1B}\u{7F}\u{85}\u{2028}\u{2029}<>&é")
        == #""\"\\\n\r\t\u0000\u001b\u007f\u0085\u2028\u2029\u003c\u003e\u0026é""#)
  }

  @Test func theScriptWritesTheMapOnlyAsTextNeverAsMarkup() {
    for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("] {
      #expect(!page.contains(sink), "\(sink)")
    }
  }

  @Test func anEmptyMapIsAPageToo() throws {
    #expect(
      try embeddedJSON(of: ExplorationMap(places: [], moves: []).html())
        == #"{"places":[],"moves":[],"summary":null}"#)
  }

  /// Writes the fixture's page where `MAP_FIXTURE_OUT` says, for `Scripts/map-check.sh` to load
  /// in headless Chromium (`.ci/run` does); nothing without it.
  @Test func writesTheFixturesPageForTheBrowserCheck() throws {
    guard let path = ProcessInfo.processInfo.environment["MAP_FIXTURE_OUT"], !path.isEmpty else {
      return
    }
    try page.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
