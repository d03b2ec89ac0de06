import Coordinator
import FlowsShell
import MVVM
import Testing

/// An action of two words (`tap ROW COL`) is parsed word by word and explored with every pair
/// of its samples; an action that exists but cannot be taken now (a taken cell, a disabled
/// `clear`) is rejected with its reason and skipped by the explorer, as no move.
@MainActor
@Suite struct TwoArgumentActionTests {
  /// A board of two rows of two cells, each marked by `tap ROW COL` once; `clear` empties it,
  /// and is disabled while it is empty.
  final class BoardApp: BaseCoordinator, ShellApp {
    let router = StackRouter(isJournaling: false)
    override func start() {
      super.start()
      router.setRoot(BoardScreen(), owner: self)
    }
  }

  final class BoardScreen: ShellScreen, StateDeclaring {
    enum Action: Sendable {
      case tap(row: Int, column: Int)
      case clear
    }
    struct State: Equatable, Sendable {
      var marked: [String] = []
    }

    private(set) var state = State()
    var screenName: String { "Board" }
    var messages: [String] { [] }
    var actions: ScreenActions<Action> { Self.actionList }
    private static let actionList = ScreenActions<Action>([
      .action(
        "tap", .integer("ROW", in: 1...2), .integer("COL", in: 1...2),
        samples: (["1", "2"], ["1", "2"])
      ) { .tap(row: $0, column: $1) },
      .action("clear", .clear),
    ])

    func perform(_ action: Action) throws(ScreenActionError) {
      switch action {
      case .tap(let row, let column):
        let cell = "\(row)\(column)"
        guard !state.marked.contains(cell) else { throw .unavailable("the cell is taken") }
        state.marked = (state.marked + [cell]).sorted()
      case .clear:
        guard !state.marked.isEmpty else { throw .unavailable("the board is empty") }
        state.marked = []
      }
    }
  }

  @Test func twoWordsAreParsedEachByItsArgument() async {
    let shell = HeadlessShell(app: BoardApp(), name: "board")
    #expect(await shell.run("tap 2 1"))
    #expect(await !shell.run("tap 2"))
    #expect(await !shell.run("tap 3 1"))
    #expect(await !shell.run("tap 2 1"))
    let transcript = await HeadlessShell(app: BoardApp(), name: "board").run(
      bytes: Array("tap 1\ntap 1 x\nclear\ntap 1 2\ntap 1 2\n:state\n".utf8))
    #expect(
      transcript.errors == """
        board: line 1: usage: tap ROW COL
        board: line 2: COL: a whole number from 1 to 2
        board: line 3: the board is empty
        board: line 5: the cell is taken

        """)
    #expect(transcript.output.hasSuffix(#"marked: ["12"]"# + "\n"))
  }

  @Test func theExplorerTriesEveryPairAndSkipsWhatCannotBeDoneNow() async {
    let exploration = await FlowExplorer(depth: 2) { _ in BoardApp() }.explore()
    #expect(exploration.violations == [])
    // 1 + 4 + 6 boards; at the start 4 taps and 3 platform moves, `clear` skipped; at each
    // board of one cell 3 taps, `clear` and 3 platform moves, the taken cell skipped.
    #expect(exploration.summary == "explored 11 places, 35 moves, depth 2: 0 violations")
    #expect(
      exploration.map.places.prefix(5).map(\.script) == [
        [], ["tap 1 1"], ["tap 1 2"], ["tap 2 1"], ["tap 2 2"],
      ])
    #expect(exploration.map.places.last?.states == #"Board: (marked: ["21", "22"])"#)
  }
}
