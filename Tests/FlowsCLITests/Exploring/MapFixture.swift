@testable import FlowsShell

/// A small map for the map's formats: three places in two flows, with names, paths, trees and
/// lines that hold every character a format must escape.
enum MapFixture {
  /// The hostile text: a quote, a backslash, markup, a bar, brackets, a line break, an escape
  /// character and the end of a script element.
  static let hostile = "say \"hi\" \\ <b>|[x]|\n\u{1B}</script><!--"

  static let map = ExplorationMap(
    places: [
      ExplorationMap.Place(
        id: 0, screen: "Start", flow: "AppCoordinator", path: "/", tree: "AppCoordinator",
        stacks: "main: Start", script: []),
      ExplorationMap.Place(
        id: 1, screen: hostile, flow: "Shelf|Flow \"A\"", path: "/books/1?a=<b>&c",
        tree: "AppCoordinator(ShelfFlow)\n</script><!--", stacks: "main: Start, Book",
        script: ["open 1"]),
      ExplorationMap.Place(
        id: 2, screen: "Done", flow: "AppCoordinator", path: nil, tree: "AppCoordinator",
        stacks: "main: Start\nmodal: Done", script: ["open 1", hostile]),
    ],
    moves: [
      ExplorationMap.Move(from: 0, to: 1, line: "open 1"),
      ExplorationMap.Move(from: 1, to: 2, line: hostile),
      ExplorationMap.Move(from: 2, to: 0, line: ":back"),
      ExplorationMap.Move(from: 1, to: 1, line: "title #1; 100%"),
    ])
}
