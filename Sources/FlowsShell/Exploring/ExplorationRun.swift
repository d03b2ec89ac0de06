import Coordinator

/// One app made fresh and driven line by line for an explorer, remembering weakly every flow
/// and screen it showed, so that what stayed alive after it left is found.
@MainActor
final class ExplorationRun<App: ShellApp> {
  let app: App
  private let dispatcher: ShellDispatcher
  private let work: WorkAtRest
  private var seen: [ObjectIdentifier: Seen] = [:]

  private struct Seen {
    let label: String
    weak var object: AnyObject?
  }

  /// A fresh app from `makeApp`, started, whose work sleeps on `clock`.
  init(clock: ManualClock, _ makeApp: () -> App) {
    app = makeApp()
    app.startIfIdle()
    dispatcher = ShellDispatcher(app: app)
    work = WorkAtRest(root: app.rootCoordinator, clock: clock)
    _ = app.takeNotes()
    remember()
  }

  var reading: PlaceReading {
    PlaceReading(app, waiting: work.asleep.map(\.origin))
  }

  /// Whether the last line run named an action its screen has but cannot take now, such as a
  /// disabled button: it changed nothing, and is no move.
  private(set) var lastLineWasUnavailable = false

  /// Runs `line` as the shell does, with `--clock test`, and lets the app's work come to
  /// rest; returns whether it was accepted.
  func run(_ line: String) async -> Bool {
    var outcome = dispatcher.run(line)
    lastLineWasUnavailable = outcome.isUnavailable
    _ = await work.settle(waiting: outcome.wait, within: .seconds(60))
    dispatcher.noteRest(in: &outcome)
    remember()
    return outcome.verdict == .accepted
  }

  /// Runs `script`; returns whether every line was accepted.
  func run(_ script: [String]) async -> Bool {
    for line in script where !(await run(line)) { return false }
    return true
  }

  /// A sentence for each flow that left the tree and each screen that left the router, still
  /// alive.
  func leaks() -> [String] {
    let reading = reading
    let present = Set(
      reading.coordinators.map(ObjectIdentifier.init)
        + reading.screens.map(ObjectIdentifier.init))
    return seen.values.filter { $0.object.map { !present.contains(ObjectIdentifier($0)) } ?? false }
      .map(\.label).sorted()
  }

  private func remember() {
    let reading = reading
    for coordinator in reading.coordinators {
      remember(coordinator, as: "\(coordinator.name) left the tree and is still alive")
    }
    for screen in reading.screens {
      remember(screen, as: "screen \(screen.screenName) left the router and is still alive")
    }
  }

  private func remember(_ object: AnyObject, as label: String) {
    // A released object's address may be reused: the entry is then replaced.
    let id = ObjectIdentifier(object)
    if seen[id]?.object !== object {
      seen[id] = Seen(label: label, object: object)
    }
  }

  /// The lines an explorer tries here: the top screen's actions with their samples, the
  /// platform's moves, each tab, and the app's sample links.
  var candidateLines: [String] {
    let screen = app.router.topScreen as? any ShellScreen
    return (screen?.sampleLines ?? []) + [":back", ":back --cancel", ":dismiss"]
      + app.router.tabNames.map { ":tab \($0)" } + app.sampleLinks.map { ":open \($0)" }
      + (work.clock?.nextWait.map { [":wait \(Self.milliseconds($0))ms"] } ?? [])
  }

  /// `duration` in whole milliseconds, rounded up, from 1 to an hour's: what `:wait` takes.
  static func milliseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return min(max(milliseconds, 1), 3_600_000)
  }
}

extension ShellScreen {
  /// Every action's sample lines, in the order `:help` lists the actions.
  var sampleLines: [String] { actions.syntaxes.flatMap(\.sampleLines) }
}
