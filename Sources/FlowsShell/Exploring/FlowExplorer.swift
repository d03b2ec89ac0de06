public import Coordinator

/// Explores an app: every place it can reach within ``depth`` lines from the start, breadth
/// first, each checked, and each break reported with the shortest script that shows it.
///
/// At each place it types every action of the screen shown with its sample arguments
/// (``ActionSyntax/sampleArguments``), `:back`, `:back --cancel`, `:dismiss`, `:tab` for each
/// tab and `:open` of each of the app's ``ShellApp/sampleLinks``; an action the screen cannot
/// take now (``ScreenActionError/unavailable(_:)``) is skipped, as no move. A place is the
/// coordinator tree, every stack and the path, without entry ids, and what each screen on the
/// stacks shows: its declared state, or what it says; one reached before is not explored
/// again. After every move it checks that no flow that left the tree and no screen that left
/// the router is alive, that every screen belongs to a flow of the tree, and the app's own
/// ``ShellApp/invariantViolations()``; at every new place, also that `:open` of the path shows
/// the same screens and that the app's saved state restores to the same state, each as far
/// as a path or a saved state brings a place back (a level presented beside the paths, a
/// modal, a screen's state are not expected back).
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
    // The map's counts are the summary's: places, lines tried, violations.
    let summary = Exploration.summary(
      places: search.places.count, moves: search.tried, depth: depth,
      violations: search.violations.count)
    return Exploration(
      depth: depth, moves: search.tried,
      map: ExplorationMap(places: search.markedPlaces, moves: search.moves, summary: summary),
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
}
