import Coordinator
import FlowsShell
import Testing

/// The explorer finds each planted break once, with the shortest script that shows it.
@MainActor
@Suite struct FlowExplorerTests {
  let explorer = FlowExplorer(depth: 3) { _ in PlantedApp() }

  @Test func eachPlantedBreakIsOneViolationWithItsShortestScript() async {
    let exploration = await explorer.explore()
    #expect(
      exploration.violations == [
        ExplorationViolation(
          check: .openRoundTrip,
          message:
            ":open /home/detail in the app launched again shows Home, Other at -, not Home, Detail at /home/detail",
          script: ["detail"]),
        ExplorationViolation(
          check: .unownedScreen,
          message: "Stray belongs to StrayFlow, which is not in the tree", script: ["stray"]),
        ExplorationViolation(
          check: .leak, message: "LeakyFlow left the tree and is still alive",
          script: ["leak", "done"]),
      ])
    #expect(exploration.summary == "explored 4 places, 16 moves, depth 3: 3 violations")
  }

  @Test func thePlacesAndMovesAreTheMap() async {
    let map = await explorer.explore().map
    // Back at Home after `done`, the place is place 0's: the leak is found on the move.
    #expect(map.places.map(\.script) == [[], ["detail"], ["leak"], ["stray"]])
    #expect(map.places.map(\.screen) == ["Home", "Detail", "Leaky", "Stray"])
    #expect(map.places.map(\.flow) == ["PlantedApp", "PlantedApp", "LeakyFlow", "StrayFlow"])
    #expect(map.places.map(\.path) == ["/home", "/home/detail", nil, nil])
    #expect(
      map.places[2].stacks == "level 0: #1 Home, #2 Leaky"
        && map.places[2].tree == "PlantedApp [#1 Home]\n└── LeakyFlow [#2 Leaky]")
    #expect(
      map.moves == [
        ExplorationMap.Move(from: 0, to: 1, line: "detail"),
        ExplorationMap.Move(from: 0, to: 2, line: "leak"),
        ExplorationMap.Move(from: 0, to: 3, line: "stray"),
        ExplorationMap.Move(from: 1, to: 0, line: ":back"),
        ExplorationMap.Move(from: 2, to: 0, line: "done"),
        ExplorationMap.Move(from: 2, to: 0, line: ":back"),
        ExplorationMap.Move(from: 3, to: 0, line: ":back"),
      ])
  }

  @Test func aStoppedExplorationSaysSo() async {
    var asked = 0
    let exploration = await explorer.explore {
      asked += 1
      return asked > 1
    }
    #expect(!exploration.isComplete)
    #expect(exploration.summary == "explored 4 places, 6 moves, depth 3: 2 violations")
    #expect(await explorer.explore().isComplete)
  }

  @Test func theCommandLinePrintsEachViolationWithItsScriptAndExits1() async {
    let command = ShellCommandLine(ShellDescription(name: "planted", version: "1.0")) { _ in
      PlantedApp()
    }
    await #expect(
      command.run(arguments: ["--explore", "2"])
        == HeadlessTranscript(
          output: """
            explored 4 places, 16 moves, depth 2: 3 violations
            open-round-trip: :open /home/detail in the app launched again shows Home, Other at -, not Home, Detail at /home/detail
              detail
            unowned-screen: Stray belongs to StrayFlow, which is not in the tree
              stray
            leak: LeakyFlow left the tree and is still alive
              leak
              done

            """, errors: "", status: 1))
    await #expect(
      command.run(arguments: ["--explore", "1", "--json"])
        == HeadlessTranscript(
          output: #"{"places":4,"moves":6,"depth":1,"violations":["#
            + #"{"check":"open-round-trip","message":":open /home/detail in the app launched "#
            + #"again shows Home, Other at -, not Home, Detail at /home/detail","script":["detail"]},"#
            + #"{"check":"unowned-screen","message":"Stray belongs to StrayFlow, which is not in "#
            + #"the tree","script":["stray"]}]}"# + "\n", errors: "", status: 1))
  }

  @Test func aScriptsPlaceIsCheckedAlone() async {
    #expect(await explorer.violations(after: []) == [])
    #expect(
      await explorer.violations(after: ["leak", "done"]).map(\.description) == [
        "leak: LeakyFlow left the tree and is still alive"
      ])
    #expect(
      await explorer.violations(after: ["nope"]) == [
        ExplorationViolation(
          check: .replay, message: "line 1 of the script is rejected: nope", script: ["nope"])
      ])
  }

  @Test func aViolationIsAReadyTest() {
    let violation = ExplorationViolation(
      check: .leak, message: "LeakyFlow left the tree and is still alive",
      script: ["leak", "done"])
    #expect(
      violation.testSource(named: "leakyFlowIsReleased", makeApp: "PlantedApp()") == """
        /// leak: LeakyFlow left the tree and is still alive
        @MainActor @Test func leakyFlowIsReleased() async {
          let script = ["leak", "done"]
          let app = PlantedApp()
          let tester = FlowTester(root: app.rootCoordinator, router: app.router, exhaustivity: .off)
          let shell = HeadlessShell(app: app, name: "explore")
          for line in script {
            await tester.step { #expect(await shell.run(line)) }
          }
          #expect(await FlowExplorer(depth: 0) { _ in PlantedApp() }.violations(after: script) == [])
          await tester.finish()
        }
        """)
  }
}
