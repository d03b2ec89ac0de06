import Testing

@testable import FlowsShell

@Suite struct ExploringMapMermaidTests {
  @Test func aSubgraphPerFlowANodePerPlaceAndAnEdgePerMoveWithEveryLabelEscaped() {
    #expect(
      MapFixture.map.mermaid() == #"""
        flowchart TD
          subgraph f0["AppCoordinator"]
            p0["Start<br>/"]
            p2["Done"]
          end
          subgraph f1["Shelf#124;Flow #34;A#34;"]
            p1["say #34;hi#34; #92; #60;b#62;#124;#91;x#93;#124;<br>#92;u#123;1B#125;#60;/script#62;#60;!--<br>/books/1?a=#60;b#62;#38;c"]
          end
          p0 -->|"open 1"| p1
          p1 -->|"say #34;hi#34; #92; #60;b#62;#124;#91;x#93;#124;<br>#92;u#123;1B#125;#60;/script#62;#60;!--"| p2
          p2 -->|"#58;back"| p0
          p1 -->|"title #35;1#59; 100#37;"| p1

        """#)
  }

  @Test func lettersOfAnyScriptStayAndAnEmptyLabelIsASpace() {
    #expect(ExplorationMap.mermaidString("Café 本") == #""Café 本""#)
    #expect(ExplorationMap.mermaidString("") == #"" ""#)
    #expect(ExplorationMap.mermaidString("{`%%`}") == ##""#123;#96;#37;#37;#96;#125;""##)
    #expect(ExplorationMap.mermaidString("style a:b#c;") == ##""style a#58;b#35;c#59;""##)
  }
}
