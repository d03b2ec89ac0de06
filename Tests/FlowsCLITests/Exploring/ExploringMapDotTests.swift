import Testing

@testable import FlowsShell

@Suite struct ExploringMapDotTests {
  @Test func aClusterPerFlowANodePerPlaceAndAnEdgePerMoveWithEveryStringEscaped() {
    #expect(
      MapFixture.map.dot() == #"""
        digraph map {
          rankdir=LR;
          node [shape=box, style="rounded,filled", fillcolor=white];
          subgraph cluster_0 {
            label="AppCoordinator";
            p0 [label="Start\n/"];
            p2 [label="Done"];
          }
          subgraph cluster_1 {
            label="Shelf|Flow \"A\"";
            p1 [label="say \"hi\" \\ <b>|[x]|\n\\u{1B}</script><!--\n/books/1?a=<b>&c"];
          }
          p0 -> p1 [label="open 1"];
          p1 -> p2 [label="say \"hi\" \\ <b>|[x]|\n\\u{1B}</script><!--"];
          p2 -> p0 [label=":back"];
          p1 -> p1 [label="title #1; 100%"];
        }

        """#)
  }

  @Test func anEmptyMapIsAnEmptyGraph() {
    #expect(
      ExplorationMap(places: [], moves: []).dot()
        == "digraph map {\n  rankdir=LR;\n"
        + "  node [shape=box, style=\"rounded,filled\", fillcolor=white];\n}\n")
  }

  @Test func aBackslashBeforeAQuoteAndEveryControlCharacterStayInsideTheString() {
    #expect(ExplorationMap.dotString("a\\") == #""a\\""#)
    #expect(ExplorationMap.dotString("\\\"") == #""\\\"""#)
    #expect(
      ExplorationMap.dotString("\r\t\u{7F}\u{85}\u{2028}")
        == #""\\u{D}\\u{9}\\u{7F}\\u{85}\\u{2028}""#)
  }
}
