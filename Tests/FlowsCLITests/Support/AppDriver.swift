import Coordinator
import Foundation
import Testing

@testable import FlowsCLI

/// Runs the sample app headless and states, after each step, its whole tree, stack and screen.
@MainActor
final class AppDriver {
  let app: AppCoordinator

  init(settingsFile: SettingsFile? = nil, seed: UInt64 = 7) {
    app = AppCoordinator(
      environment: AppEnvironment(settingsFile: settingsFile, random: SeededRandom(seed: seed)))
    app.start()
  }

  var router: StackRouter { app.router }

  var screen: any AppScreen {
    get throws { try #require(app.topScreen) }
  }

  /// The top screen as `type`, failing the test when it is another screen.
  func top<Screen: AppScreen>(_ type: Screen.Type) throws -> Screen {
    try #require(app.topScreen as? Screen)
  }

  /// Performs a screen action as the shell would.
  func perform(_ line: String) throws {
    let words = line.split(separator: " ").map(String.init)
    try screen.perform(words[0], arguments: Array(words.dropFirst()))
  }

  /// States the one-line tree, the whole stack, the top screen and what it says.
  func expect(
    tree: String, stack: String, screen name: String, messages: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      CoordinatorTree(app).render(.line) == tree, "tree", sourceLocation: sourceLocation)
    #expect(router.stack.description == stack, "stack", sourceLocation: sourceLocation)
    #expect(app.topScreen?.screenName == name, "screen", sourceLocation: sourceLocation)
    #expect(app.topScreen?.messages == messages, "messages", sourceLocation: sourceLocation)
    #expect(router.validate(tree: app) == [], "invariants", sourceLocation: sourceLocation)
  }
}

/// A weak reference with a label, to check that everything a flow made is released.
struct Tracked {
  let label: String
  weak var object: AnyObject?

  init(_ label: String, _ object: AnyObject) {
    self.label = label
    self.object = object
  }
}

/// Fails naming every tracked object that is still alive.
func expectReleased(_ tracked: [Tracked], sourceLocation: SourceLocation = #_sourceLocation) {
  let alive = tracked.filter { $0.object != nil }.map(\.label)
  #expect(alive == [], "still alive", sourceLocation: sourceLocation)
}

/// Fails naming every tracked object that was released.
func expectAlive(_ tracked: [Tracked], sourceLocation: SourceLocation = #_sourceLocation) {
  let released = tracked.filter { $0.object == nil }.map(\.label)
  #expect(released == [], "released", sourceLocation: sourceLocation)
}

/// A fresh, empty temporary directory.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appending(
    path: "flows-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
