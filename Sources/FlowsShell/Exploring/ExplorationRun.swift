import Coordinator

/// One app made fresh and driven line by line for an explorer, remembering weakly every flow
/// and screen it showed, so that what stayed alive after it left is found.
@MainActor
final class ExplorationRun<App: ShellApp> {
  let app: App
  private let dispatcher: ShellDispatcher
  private var seen: [ObjectIdentifier: Seen] = [:]

  private struct Seen {
    let label: String
    weak var object: AnyObject?
  }

  /// A fresh app from `makeApp`, started.
  init(_ makeApp: () -> App) {
    app = makeApp()
    app.startIfIdle()
    dispatcher = ShellDispatcher(app: app)
    _ = app.takeNotes()
    remember()
  }

  var reading: PlaceReading { PlaceReading(app) }

  /// Runs `line` as the shell does; returns whether it was accepted.
  func run(_ line: String) -> Bool {
    let accepted = dispatcher.run(line).verdict == .accepted
    remember()
    return accepted
  }

  /// Runs `script`; returns whether every line was accepted.
  func run(_ script: [String]) -> Bool {
    script.allSatisfy { run($0) }
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
  }
}

extension ShellScreen {
  /// Every action's sample lines, in the order `:help` lists the actions.
  var sampleLines: [String] { actions.syntaxes.flatMap(\.sampleLines) }
}
