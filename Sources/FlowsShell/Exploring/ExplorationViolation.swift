import Coordinator

/// A break an explorer found: which check failed, what it saw, and the shortest script from
/// the start that reaches the place where it failed.
public struct ExplorationViolation: Sendable, Equatable, CustomStringConvertible {
  /// What an explorer checks at every place it reaches.
  public enum Check: String, Sendable, CaseIterable {
    /// A flow that left the tree, or a screen that left every stack, is still alive.
    case leak
    /// A screen on a stack has no live owner, or an owner that is not in the tree.
    case unownedScreen = "unowned-screen"
    /// `:open` of the place's path, from the start, reaches another place.
    case openRoundTrip = "open-round-trip"
    /// Saving the app's state at the place and restoring it in a fresh app gives another place.
    case stateRoundTrip = "state-round-trip"
    /// One of the app's own rules (``ShellApp/invariantViolations()``).
    case app
    /// Running the same script again reached another place: the app is not deterministic.
    case replay
  }

  /// The check that failed.
  public let check: Check
  /// What failed, in a sentence.
  public let message: String
  /// The shortest script from the start that reaches the place, one line each.
  public let script: [String]

  /// A violation of `check` at the place `script` reaches.
  public init(check: Check, message: String, script: [String]) {
    self.check = check
    self.message = message
    self.script = script
  }

  /// `leak: GameFlowCoordinator left the tree and is still alive`.
  public var description: String { "\(check.rawValue): \(message)" }

  /// A Swift Testing test that replays the script with a `FlowTester` watching, ready to paste
  /// into a test target: `makeApp` is the expression that makes the app as its command does.
  ///
  /// The tester's own checks fail it for a leak or an unowned screen; the explorer's check of
  /// the place fails it for every kind of violation.
  public func testSource(named name: String, makeApp: String) -> String {
    let script = SwiftLiteral.array(self.script, indent: "    ", closingIndent: "  ")
    return """
      /// \(description.escapingControlCharacters)
      @MainActor @Test func \(name)() async {
        let script = \(script)
        let app = \(makeApp)
        let tester = FlowTester(root: app.rootCoordinator, router: app.router, exhaustivity: .off)
        let shell = HeadlessShell(app: app, name: "explore")
        for line in script {
          await tester.step { #expect(await shell.run(line)) }
        }
        #expect(await FlowExplorer(depth: 0) { _ in \(makeApp) }.violations(after: script) == [])
        await tester.finish()
      }
      """
  }
}
