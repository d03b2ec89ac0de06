import Testing

@testable import FlowsShell

@Suite struct ExploringMapFormatTests {
  @Test func aFilesExtensionNamesItsFormat() {
    #expect(ExplorationMap.format(forFile: "map.dot") == .dot)
    #expect(ExplorationMap.format(forFile: "out/map.mmd") == .mermaid)
    #expect(ExplorationMap.format(forFile: "/tmp/a.b/Map.HTML") == .html)
    for name in ["map", "map.htm", "map.svg", "map.dot/", "a.html/map", ".html", "map.", ""] {
      #expect(ExplorationMap.format(forFile: name) == nil, "\(name)")
    }
  }

  @Test func eachFormatIsRenderedByItsFunction() {
    let map = MapFixture.map
    #expect(ExplorationMap.Format.allCases.map(\.rawValue) == ["dot", "mmd", "html"])
    #expect(map.rendered(as: .dot) == map.dot())
    #expect(map.rendered(as: .mermaid) == map.mermaid())
    #expect(map.rendered(as: .html) == map.html())
  }
}
