import Coordinator
import FlowsShell
import Testing

/// A restore that saves the same state but builds another place is found; so is one that
/// saves another state.
@MainActor
@Suite struct StateRoundTripTests {
  /// Home with `detail` pushing Detail; its state is the path. Restoring Detail starts a
  /// stray child flow as well (`addsAFlow`), or restores Home instead (`losesDetail`); or it
  /// says Detail is gone, and restores Home (`saysDetailIsGone`) or shows Other, off the path
  /// (`saysDetailIsGoneAndShowsOther`).
  final class DriftingApp: BaseCoordinator, ShellApp {
    struct State: Codable, Sendable { var detail: Bool }
    enum Drift {
      case none, addsAFlow, losesDetail, saysDetailIsGone, saysDetailIsGoneAndShowsOther
    }

    let router = StackRouter(isJournaling: false)
    let drift: Drift
    init(drift: Drift) { self.drift = drift }

    override func start() {
      super.start()
      router.setRoot(Screen("Home", app: self), owner: self)
    }

    var currentPath: FlowPath? {
      switch router.topScreen?.screenName {
      case "Detail": try? FlowPath(parsing: "/detail")
      case "Other": try? FlowPath(parsing: "/other")
      default: try? FlowPath(parsing: "/")
      }
    }

    func showDetail() { router.push(Screen("Detail", app: self), owner: self) }

    var savedState: State? { State(detail: router.topScreen?.screenName == "Detail") }

    func restore(_ state: State) throws {
      if state.detail, drift == .saysDetailIsGoneAndShowsOther {
        router.push(Screen("Other", app: self), owner: self)
      }
      if state.detail, [.saysDetailIsGone, .saysDetailIsGoneAndShowsOther].contains(drift) {
        throw ShellAppError("/detail is gone")
      }
      guard state.detail, drift != .losesDetail else { return }
      showDetail()
      if drift == .addsAFlow {
        addDependency(BaseCoordinator())
      }
    }
  }

  final class Screen: ShellScreen {
    enum Action { case detail }
    let screenName: String
    private weak var app: DriftingApp?
    init(_ name: String, app: DriftingApp) {
      screenName = name
      self.app = app
    }
    var messages: [String] { [] }
    // Only Home takes `detail`.
    var actions: ScreenActions<Action> { screenName == "Home" ? Self.home : Self.none }
    private static let home = ScreenActions<Action>([.action("detail", .detail)])
    private static let none = ScreenActions<Action>([])
    func perform(_ action: Action) { app?.showDetail() }
  }

  @Test func aRestoreThatBuildsAnotherPlaceIsFound() async {
    let violations = await FlowExplorer(depth: 1) { _ in DriftingApp(drift: .addsAFlow) }.explore()
      .violations
    #expect(
      violations == [
        ExplorationViolation(
          check: .stateRoundTrip,
          message: """
            the state {"detail":true}, restored, shows another place:
            DriftingApp(BaseCoordinator)
            level 0: Home, Detail
            /detail
            instead of
            DriftingApp
            level 0: Home, Detail
            /detail
            """, script: ["detail"])
      ])
  }

  /// A message of several lines prints them, each after the first indented, above the script.
  @Test func theReportPrintsAViolationsLinesIndented() async {
    let command = ShellCommandLine(ShellDescription(name: "drifting", version: "1.0")) { _ in
      DriftingApp(drift: .addsAFlow)
    }
    await #expect(
      command.run(arguments: ["--explore", "1"])
        == HeadlessTranscript(
          output: """
            explored 2 places, 4 moves, depth 1: 1 violation
            state-round-trip: the state {"detail":true}, restored, shows another place:
                DriftingApp(BaseCoordinator)
                level 0: Home, Detail
                /detail
                instead of
                DriftingApp
                level 0: Home, Detail
                /detail
              detail

            """, errors: "", status: 1))
  }

  @Test func aRestoreThatSavesAnotherStateIsFound() async {
    let violations = await FlowExplorer(depth: 1) { _ in DriftingApp(drift: .losesDetail) }
      .explore()
      .violations
    #expect(
      violations.map(\.description) == [
        #"state-round-trip: the state {"detail":true}, restored, is saved as {"detail":false}"#
      ])
  }

  /// A restore that says what it could not bring back is a violation only when it leaves the
  /// app off the place's path.
  @Test func aRestoreInPartMustStayOnThePath() async {
    #expect(
      await FlowExplorer(depth: 1) { _ in DriftingApp(drift: .saysDetailIsGone) }.explore()
        .violations == [])
    #expect(
      await FlowExplorer(depth: 1) { _ in DriftingApp(drift: .saysDetailIsGoneAndShowsOther) }
        .explore().violations.map(\.description) == [
          "state-round-trip: the state saved here is restored in part (/detail is gone) at "
            + "/other, off the path /detail"
        ])
  }

  @Test func aFaithfulRestoreIsClean() async {
    #expect(
      await FlowExplorer(depth: 2) { _ in DriftingApp(drift: .none) }.explore().violations == [])
  }
}
