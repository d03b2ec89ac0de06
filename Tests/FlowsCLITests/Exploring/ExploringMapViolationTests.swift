import Testing

@testable import FlowsShell

/// A place with a violation is marked in every format of the map, and the page shows the
/// violation and its script, with the exploration's own counts.
@Suite struct ExploringMapViolationTests {
  static let violation = ExplorationViolation(
    check: .leak, message: "Side left the tree and is still alive", script: ["side", ":back"])
  static let map = ExplorationMap(
    places: [
      ExplorationMap.Place(
        id: 0, screen: "Home", flow: "App", path: nil, tree: "App", stacks: "level 0: Home",
        script: [], states: "Home says: hi", violations: [violation]),
      ExplorationMap.Place(
        id: 1, screen: "Side", flow: "App", path: nil, tree: "App(Side)",
        stacks: "level 0: Home, Side", script: ["side"]),
    ],
    moves: [
      ExplorationMap.Move(from: 0, to: 1, line: "side"),
      ExplorationMap.Move(from: 1, to: 0, line: ":back"),
    ],
    summary: "explored 2 places, 9 moves, depth 2: 1 violation")

  @Test func dotDrawsThePlaceInRedWithItsViolation() {
    #expect(
      Self.map.dot() == """
        digraph map {
          rankdir=LR;
          node [shape=box, style="rounded,filled", fillcolor=white];
          subgraph cluster_0 {
            label="App";
            p0 [label="Home", color=red, penwidth=2, tooltip="leak: Side left the tree and is still alive"];
            p1 [label="Side"];
          }
          p0 -> p1 [label="side"];
          p1 -> p0 [label=":back"];
        }

        """)
  }

  @Test func mermaidGivesThePlaceTheViolationClass() {
    #expect(
      Self.map.mermaid() == """
        flowchart TD
          subgraph f0["App"]
            p0["Home"]
            p1["Side"]
          end
          p0 -->|"side"| p1
          p1 -->|"#58;back"| p0
          classDef violation stroke:#d00,stroke-width:3px
          class p0 violation

        """)
  }

  @Test func thePageCarriesTheViolationTheStatesAndTheSummary() {
    let json = Self.map.embeddedJSON
    #expect(
      json.contains(
        #""states":"Home says: hi","violations":[{"check":"leak","#
          + #""message":"Side left the tree and is still alive","script":["side",":back"]}]}"#))
    #expect(json.contains(#""states":"","violations":[]}"#))
    #expect(json.hasSuffix(#""summary":"explored 2 places, 9 moves, depth 2: 1 violation"}"#))
    let page = Self.map.html()
    #expect(page.contains(#"<pre id="panel-violations"></pre>"#))
    #expect(page.contains(#"<pre id="panel-states"></pre>"#))
    #expect(page.contains(#"group.classList.add("violation")"#))
  }
}
