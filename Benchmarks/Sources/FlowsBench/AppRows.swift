import Foundation
import SampleGameApp

/// The rows that run the sample app in-process.
@MainActor
struct AppRows {
  let harness: Harness
  let scale: Int

  /// A logged-in session on Main.
  static func loggedIn(tracking: Bool = false) -> HeadlessSession {
    let session = HeadlessSession(seed: 1)
    session.isTrackingReleases = tracking
    session.runNow("login Ada")
    session.runNow("verify 123456")
    return session
  }

  /// One game flow from Main and back: play, win with the known secret, done.
  static func cycle(_ session: HeadlessSession) {
    session.runNow("play")
    session.runNow("guess \(session.gameSecret ?? 0)")
    session.runNow("done")
  }

  /// Main → play → win → done, view models included.
  func flowCycle(floor: Harness.Figures?) -> Row {
    let session = Self.loggedIn()
    let operations = 10_000 / scale
    let figures = harness.measure(operations: operations) {
      for _ in 0..<operations {
        Self.cycle(session)
      }
    }
    keep(session.coordinatorCount)
    return Row(
      row: "flow cycle", scenario: "Main → play → win → done", figures: figures,
      reference: "floor", ratio: floor.map { figures.minimum / $0.minimum })
  }

  /// A deep link across flows: `/main/settings/profile` opened from `/main/game/result`.
  ///
  /// Each operation is the link and the way back to Result (`:open /main/game`, then the
  /// winning guess), so that every link starts from the same place.
  func openProfileFromResult() -> Row {
    let session = Self.loggedIn()
    session.runNow("play")
    session.runNow("guess \(session.gameSecret ?? 0)")
    let operations = 5_000 / scale
    var opened = 0
    let figures = harness.measure(operations: operations) {
      for _ in 0..<operations {
        opened += session.runNow(":open /main/settings/profile") ? 1 : 0
        session.runNow(":open /main/game")
        session.runNow("guess \(session.gameSecret ?? 0)")
      }
    }
    keep(opened)
    return Row(
      row: "path", scenario: "open /main/settings/profile from /main/game/result, and back",
      figures: figures,
      notes: session.path == "/main/game/result" ? nil : "did not return to Result")
  }

  /// The game explored five lines deep from Login, every place checked: places a second.
  func explore() -> Row {
    var exploration = runNow { await HeadlessSession.explore(depth: 5) }
    let operations = max(1, 20 / scale)
    let figures = harness.measure(operations: operations) {
      for _ in 0..<operations {
        exploration = runNow { await HeadlessSession.explore(depth: 5) }
      }
    }
    let seconds = figures.minimum / 1e9
    return Row(
      row: "explore",
      scenario: "the game, 5 lines deep (\(exploration.places) places, "
        + "\(exploration.moves) moves)", figures: figures,
      notes: "\(Int(Double(exploration.places) / seconds)) places a second, "
        + "\(Int(Double(exploration.moves) / seconds)) moves a second")
  }

  /// Many flow cycles: live coordinators and view models, and resident memory, before and after.
  func soak(cycles: Int) -> (row: Row, leaked: Int, growthKilobytes: Int) {
    let session = Self.loggedIn(tracking: true)
    for _ in 0..<1_000 {
      Self.cycle(session)
    }
    let liveBefore = session.liveTrackedObjects
    let residentBefore = Self.residentKilobytes()
    for _ in 0..<cycles {
      Self.cycle(session)
    }
    let liveAfter = session.liveTrackedObjects
    let growth = Self.residentKilobytes() - residentBefore
    let row = Row(
      row: "soak", scenario: "\(cycles) flow cycles", figures: nil, unit: "",
      notes: "live objects \(liveBefore) before, \(liveAfter) after; RSS growth \(growth) KB")
    return (row, liveAfter - liveBefore, growth)
  }

  /// The resident set size of this process, from `/proc/self/status` (0 where there is none).
  static func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
    return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
  }
}
