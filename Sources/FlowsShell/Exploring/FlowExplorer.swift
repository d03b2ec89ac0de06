public import Coordinator
import Foundation

/// Explores an app: every place it can reach within ``depth`` lines from the start, breadth
/// first, each checked, and each break reported with the shortest script that shows it.
///
/// At each place it types every action of the screen shown with its sample arguments
/// (``ActionSyntax/sampleArguments``), `:back`, `:back --cancel`, `:dismiss`, `:tab` for each
/// tab and `:open` of each of the app's ``ShellApp/sampleLinks``. A place is the coordinator
/// tree, every stack and the path, without entry ids; one reached before is not explored
/// again. At every new place it checks that no flow that left the tree and no screen that left
/// the router is alive, that every screen belongs to a flow of the tree, that `:open` of the
/// path from the start shows the same screens, that the app's saved state restores to the same
/// state, and the app's own ``ShellApp/invariantViolations()``.
///
/// Each place is reached again from a fresh app, so `makeApp` must make the same app every
/// time, with the same data, for ``ExplorationLaunch/fresh``: a script that reaches another
/// place when run again is itself a violation. The round trips are made in an app launched
/// again over the data as the place left it (``ExplorationLaunch/relaunch``), as when the
/// person opens a link or comes back to the app later.
///
/// ```swift
/// let exploration = await FlowExplorer(depth: 4) { _ in NotesApp() }.explore()
/// // exploration.violations == []
/// ```
@MainActor
public final class FlowExplorer<App: ShellApp> {
  /// The most lines of a script from the start.
  public let depth: Int
  /// The clock the apps sleep on, as `--clock test`: it moves only with a `:wait`, and a task
  /// asleep on it is at rest. Give it to the apps `makeApp` makes.
  public let clock: ManualClock
  let makeApp: @MainActor (ExplorationLaunch) -> App

  /// An explorer of the apps `makeApp` makes, to `depth` lines; after each line, the app's work
  /// is let come to rest, the apps' timers and requests sleeping on `clock`.
  ///
  /// - Precondition: `depth` is not negative.
  public init(
    depth: Int, clock: ManualClock = ManualClock(),
    makeApp: @escaping @MainActor (ExplorationLaunch) -> App
  ) {
    precondition(depth >= 0, "an exploration's depth is a number of lines, not \(depth)")
    self.depth = depth
    self.clock = clock
    self.makeApp = makeApp
  }

  /// Explores every place within ``depth`` lines of the start, or until `shouldStop`, asked
  /// before each place is explored, says to stop (``Exploration/isComplete`` is then false).
  public func explore(stoppingWhen shouldStop: () -> Bool = { false }) async -> Exploration {
    var search = Search(explorer: self)
    let isComplete = await search.run(stoppingWhen: shouldStop)
    return Exploration(
      depth: depth, moves: search.tried,
      map: ExplorationMap(places: search.places, moves: search.moves),
      violations: search.violations, isComplete: isComplete)
  }

  /// The violations at the place `script` reaches from the start; a line it rejects is one.
  public func violations(after script: [String]) async -> [ExplorationViolation] {
    let run = ExplorationRun(clock: clock) { makeApp(.fresh) }
    for (index, line) in script.enumerated() where !(await run.run(line)) {
      let message = "line \(index + 1) of the script is rejected: \(line)"
      return [ExplorationViolation(check: .replay, message: message, script: script)]
    }
    return await check(run, script: script)
  }

  /// A fresh app, driven through `script`.
  func replay(_ script: [String]) async -> ExplorationRun<App> {
    let run = ExplorationRun(clock: clock) { makeApp(.fresh) }
    _ = await run.run(script)
    return run
  }

  /// Every check at the place `run` is at, reached by `script`.
  func check(_ run: ExplorationRun<App>, script: [String]) async -> [ExplorationViolation] {
    checkObjects(run, script: script) + (await checkRoundTrips(run, script: script))
  }

  /// The checks of what is alive and who owns it, made after every accepted line: a flow can
  /// leak on a move back to a place reached before.
  func checkObjects(_ run: ExplorationRun<App>, script: [String]) -> [ExplorationViolation] {
    var found: [(ExplorationViolation.Check, String)] = []
    found += run.leaks().map { (.leak, $0) }
    found += run.reading.unownedScreens().map { (.unownedScreen, $0) }
    found += run.app.invariantViolations().map { (.app, $0) }
    return found.map { ExplorationViolation(check: $0.0, message: $0.1, script: script) }
  }

  /// The round trips of the place's link and saved state, made once for each place.
  private func checkRoundTrips(_ run: ExplorationRun<App>, script: [String]) async
    -> [ExplorationViolation]
  {
    let reading = run.reading
    var found: [(ExplorationViolation.Check, String)] = []
    if let failure = await openRoundTrip(of: reading) {
      found.append((.openRoundTrip, failure))
    }
    if let failure = stateRoundTrip(of: reading) {
      found.append((.stateRoundTrip, failure))
    }
    return found.map { ExplorationViolation(check: $0.0, message: $0.1, script: script) }
  }

  /// Why `:open` of the place's path, in the app launched again, does not show its screens;
  /// `nil` when it does, when the place has no path, or when the app rejects the link or
  /// opens nothing for it.
  private func openRoundTrip(of reading: PlaceReading) async -> String? {
    guard let path = reading.app.currentPath?.description else { return nil }
    let again = ExplorationRun(clock: clock) { makeApp(.relaunch) }
    let start = again.reading.key
    guard await again.run(":open \(path)"), again.reading.key != start else { return nil }
    let expected = reading.shown
    let actual = again.reading.shown
    return expected == actual
      ? nil : ":open \(path) in the app launched again shows \(actual), not \(expected)"
  }

  /// Why the app's saved state, restored in the app launched again, does not give the place
  /// back; `nil` when it does, or when the app keeps no state.
  ///
  /// The state restored must be saved the same again. Where it holds the place's path whole,
  /// the restored app must also be at the same place: tree, stacks and path. A state that ends
  /// before a screen it does not keep (a form's draft), or a place under a dialog, only
  /// round-trips.
  private func stateRoundTrip(of reading: PlaceReading) -> String? {
    guard let app = reading.app as? App, let state = app.savedState else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      let saved = try encoder.encode(state)
      let fresh = ExplorationRun(clock: clock) { makeApp(.relaunch) }
      try fresh.app.restore(try JSONDecoder().decode(App.State.self, from: saved))
      let again = try fresh.app.savedState.map { try encoder.encode($0) }
      let text = { (data: Data?) in data.map { String(decoding: $0, as: UTF8.self) } ?? "nothing" }
      guard again == saved else {
        return "the state \(text(saved)), restored, is saved as \(text(again))"
      }
      // A dialog is asked, never saved: under one, only the round trip counts.
      let restored = fresh.reading
      guard !reading.router.stack.showsDialog, restored.app.currentPath == app.currentPath,
        restored.key != reading.key
      else { return nil }
      return "the state \(text(saved)), restored, shows another place:\n\(restored.key)\n"
        + "instead of\n\(reading.key)"
    } catch {
      return "the state saved here cannot be restored: \(error)"
    }
  }
}
