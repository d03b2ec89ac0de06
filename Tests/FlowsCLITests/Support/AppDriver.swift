import Coordinator
import Foundation
import Testing

@testable import CoordinatorTesting
@testable import FlowsShell
@testable import GameApp

/// Runs the sample app headless and states, after each step, its whole tree, stack and screen.
@MainActor
final class AppDriver {
  let app: AppCoordinator
  /// The app's work, let run to rest after every action, as the shell does.
  private let work: WorkAtRest

  /// Starts the app; when `loggedIn`, logs in through the Login and OTP screens as a person
  /// would, then empties the router's journal, so the test starts on Main.
  init(
    settingsFile: SettingsFile? = nil, seed: UInt64 = 7, otpCode: String = "123456",
    loggedIn: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    app = AppCoordinator(
      router: StackRouter(isJournaling: true),
      environment: AppEnvironment(
        settingsFile: settingsFile, random: SeededRandom(seed: seed), otpCode: otpCode))
    app.start()
    work = WorkAtRest(root: app, clock: nil)
    guard loggedIn else { return }
    do {
      try await perform("login Player")
      try await perform("verify \(otpCode)")
    } catch {
      Issue.record(error, "logging in", sourceLocation: sourceLocation)
    }
    #expect(app.topScreen?.screenName == "Main", "logged in", sourceLocation: sourceLocation)
    _ = router.takeJournal()
  }

  var router: StackRouter { app.router }

  var screen: any ShellScreen {
    get throws { try #require(app.topScreen) }
  }

  /// The top screen as `type`, failing the test when it is another screen.
  func top<Screen: ShellScreen>(_ type: Screen.Type) throws -> Screen {
    try #require(app.topScreen as? Screen)
  }

  /// The top screen and its view model, as weak references labelled with their type names.
  func trackTop() throws -> [Tracked] {
    let screen = try screen
    let viewModel = try #require(
      Mirror(reflecting: screen).descendant("viewModel") as AnyObject?,
      "\(screen.screenName) has a view model")
    return [
      Tracked(String(describing: type(of: screen)), screen),
      Tracked(String(describing: type(of: viewModel)), viewModel),
    ]
  }

  /// Performs a screen action as the shell would, and lets the work it started (a login
  /// request) come to rest.
  func perform(_ line: String) async throws {
    let words = line.split(separator: " ").map(String.init)
    try screen.run(words[0], arguments: Array(words.dropFirst()))
    await settle()
  }

  /// Lets the app's work come to rest, as the shell does after a line.
  func settle() async {
    #expect(await work.settle(within: .seconds(600)).isEmpty, "the app's work came to rest")
  }

  /// States the one-line tree, the whole stack, the top screen and what it says.
  func expect(
    tree: String, stack: String, screen name: String, messages: [String],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    // The tester takes the caller's place in parts, as XCTest does; `#expect` as one value.
    let sourceLocation = SourceLocation(
      fileID: String(describing: fileID), filePath: String(describing: filePath),
      line: Int(line), column: Int(column))
    // A tester for this look alone, finished at once: broad, so router events are not stated;
    // the tests check what their flows leave behind with `expectReleased(_:)`.
    let tester = FlowTester(root: app, router: router, exhaustivity: .nonExhaustive)
    tester.expectTree(tree, fileID: fileID, filePath: filePath, line: line, column: column)
    tester.expectStack(stack, fileID: fileID, filePath: filePath, line: line, column: column)
    tester.expectTop(name, fileID: fileID, filePath: filePath, line: line, column: column)
    tester.finish(fileID: fileID, filePath: filePath, line: line, column: column)
    // A look, not the test's end: the app's work that navigates later is the next step's.
    AfterEndWatch.end(on: router)
    #expect(app.topScreen?.messages == messages, "messages", sourceLocation: sourceLocation)
    #expect(router.violations(in: app) == [], "invariants", sourceLocation: sourceLocation)
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
