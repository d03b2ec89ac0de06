import Coordinator
import PlatformLayers
import Testing
import UIKit

/// A router shown in a window by the real `NavigationHost`, with what a test reads of it: the
/// router's journal, and the commands the host ran, counted by the Core Animation transaction
/// it commits for each (`NavigationHost.runToItsEnd`).
@MainActor
final class HostedApp {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let router: StackRouter
  let host: NavigationHost
  private var committed = CATransaction.commitCount

  /// A host showing `router` from now on.
  init(_ router: StackRouter = StackRouter(isJournaling: true)) {
    self.router = router
    host = NavigationHost(window: window, router: router)
  }

  /// The app's router: the host's bridge.
  var bridge: NavigationBridge { host.bridge }

  /// What the window shows.
  var shown: Shown { Shown(window) }

  /// The router's events since the last call, as lines.
  func events() -> [String] { router.takeJournal().map(\.description) }

  /// The number of commands the host ran since the last call.
  func commands() -> Int {
    defer { committed = CATransaction.commitCount }
    return CATransaction.commitCount - committed
  }

  /// Forgets the events and commands so far.
  func forget() {
    _ = events()
    _ = commands()
  }

  /// The editor's question as the window shows it, its button titled `title` tapped.
  func answer(_ title: String) throws {
    let alert = try #require(window.alert)
    #expect(Shown.describe(alert) == Shown.discardQuestion)
    #expect(alert.message == "Your note will be lost.")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.isModalInPresentation == false)
    alert.tap(try #require(alert.actions.first { $0.title == title }))
  }
}

extension Shown {
  /// The editor's question (``Discard/alert``) as an alert shows it.
  static let discardQuestion = "Discard changes?: Discard(destructive) Keep Editing(cancel)"
}
