import Coordinator
import Foundation
import MVVM

/// Runs parsed lines against an app: screen actions on the top screen, shell commands on the
/// app and its router. A plain object over one app, with no global state.
///
/// Every line gives a ``LineOutcome``; nothing is printed here. A rejected
/// line changes nothing: screens check an action and its arguments before
/// acting, and the router checks a move before making it. A line during which
/// the router refused a call, such as a push beyond its
/// ``StackRouter/maximumDepth``, is rejected with the router's error: the
/// screen it asked for is not shown, though moves made before it stay.
@MainActor
final class ShellDispatcher {
  let app: any ShellApp
  /// The app's router, read once.
  let router: any ShellRouter
  /// The first call the router refused while the current line ran.
  private var refusal: RouterError?
  private var observation: RouterObservation?
  /// Reads the top screen's state, again only where it changed.
  private let stateReader = StateReader()

  init(app: any ShellApp) {
    self.app = app
    router = app.router
    observation = router.observe { [weak self] event in
      if case .rejected(_, let error) = event, self?.refusal == nil {
        self?.refusal = error
      }
    }
  }

  /// The top screen, when it is one the shell acts on.
  private var topShellScreen: (any ShellScreen)? { router.topScreen as? any ShellScreen }

  /// The top screen's name and messages: what text mode shows, without the tree or the path.
  ///
  /// Messages quote what was typed or stored, a search's text, a title: their control
  /// characters are escaped here, as an error's are, for text and JSON alike, so that no app's
  /// screen can move the cursor, ring the bell or clear a terminal.
  var shownScreen: ShownScreen {
    // The top screen is asked for once, and cast once.
    guard let top = router.topScreen else { return ShownScreen(name: nil, messages: []) }
    var messages = (top as? any ShellScreen)?.messages ?? []
    // Mapped only when a message may need it: most have no control character, and the array
    // is then kept as the screen gave it.
    if messages.contains(where: \.mayHaveControlCharacters) {
      messages = messages.map(\.escapingControlCharacters)
    }
    return ShownScreen(name: top.screenName.escapingControlCharacters, messages: messages)
  }

  /// The state the top screen declares, read field by field; `nil` when it declares none.
  var shownState: StateValue? {
    router.topScreen.flatMap { stateReader.state(of: $0)?.fields }
  }

  /// What the app shows, for JSON: every key of a line's object.
  var snapshot: AppSnapshot {
    let shown = shownScreen
    return AppSnapshot(
      screen: shown.name, path: app.currentPath?.description,
      tree: CoordinatorTree.line(of: app.rootCoordinator),
      messages: shown.messages, state: shownState)
  }

  /// Whether the top screen has an action named `name`.
  func screenTakes(_ name: String) -> Bool {
    topShellScreen?.actionNames.contains(name) ?? false
  }

  /// What Tab completes now: the top screen's actions and the app's paths.
  var completionContext: CompletionContext {
    CompletionContext(
      actions: topShellScreen?.actionCompletions ?? [],
      paths: app.openablePaths.map(\.description), tabs: router.tabNames,
      hasURLs: !app.linkOrigins.isEmpty)
  }

  /// Parses `line` and runs it.
  func run(_ line: String) -> LineOutcome {
    do {
      return dispatch(try LineParser.parse(line))
    } catch {
      return .rejected(error.message)
    }
  }

  /// Runs `input`, and adds what the app has to tell the person after it.
  func dispatch(_ input: ShellInput) -> LineOutcome {
    refusal = nil
    var outcome = execute(input)
    if let refusal, outcome.verdict == .accepted {
      outcome = .rejected(refusal.description)
    }
    // A command's output may quote a path, a screen's name: escaped line by line, its line
    // breaks kept.
    outcome.result = outcome.result?.escapingControlCharactersInLines
    // A refusal told now comes from work an earlier line began, done between the lines: a
    // warning, not this line's.
    note(app.takeNotes(), in: &outcome, rejecting: false)
    return outcome
  }

  /// Adds `notes` to `outcome`; when `rejecting`, their refusal rejects an accepted line, its
  /// notes kept, and is a warning otherwise.
  private func note(_ notes: ShellNotes, in outcome: inout LineOutcome, rejecting: Bool) {
    if let refusal = notes.refusal, rejecting, outcome.verdict == .accepted {
      let (running, kept) = (outcome.running, outcome.notes)
      outcome = .rejected(refusal)
      (outcome.running, outcome.notes) = (running, kept)
    } else if let refusal = notes.refusal {
      outcome.notes.warnings.append(refusal)
    }
    outcome.notes.warnings += notes.warnings
    outcome.notes.writeFailure = outcome.notes.writeFailure ?? notes.writeFailure
  }

  /// Adds to `outcome` what the app's work did after its line, once it came to rest: a call
  /// the router refused rejects the line, as one made during it does, and the app's notes.
  func noteRest(in outcome: inout LineOutcome) {
    if let refusal, outcome.verdict == .accepted {
      let (running, notes) = (outcome.running, outcome.notes)
      outcome = .rejected(refusal.description)
      (outcome.running, outcome.notes) = (running, notes)
    }
    note(app.takeNotes(), in: &outcome, rejecting: true)
  }

  private func execute(_ input: ShellInput) -> LineOutcome {
    switch input {
    case .action(let name, let arguments):
      guard let top = router.topScreen else { return .rejected("no screen is shown") }
      guard let screen = top as? any ShellScreen else {
        return .rejected("\(top.screenName) takes no actions from the shell")
      }
      do {
        try screen.run(name, arguments: arguments)
      } catch {
        var outcome = LineOutcome.rejected(String(describing: error))
        if case .unavailable = error { outcome.isUnavailable = true }
        return outcome
      }
      return LineOutcome(display: .changed)
    case .command(let command):
      return execute(command)
    }
  }

  private func execute(_ command: ShellCommand) -> LineOutcome {
    switch command {
    case .help:
      return LineOutcome(
        result: ShellHelp.text(
          for: topShellScreen, paths: app.openablePaths, tabs: router.tabNames,
          showsTabs: app.showsTabs, hasURLs: !app.linkOrigins.isEmpty))
    case .screen:
      let screen = TextRenderer.screen(shownScreen, style: .plain)
      return LineOutcome(result: String(screen.dropLast()), display: .requested)
    case .tree(let format):
      return LineOutcome(result: tree(format))
    case .stack:
      return LineOutcome(result: router.stack.description)
    case .state:
      guard router.topScreen != nil else { return .rejected("no screen is shown") }
      return LineOutcome(result: shownState?.lines.joined(separator: "\n") ?? "(no state)")
    case .path(let asURL):
      guard let path = app.currentPath else {
        if router.topScreen == nil { return .rejected("no screen is shown") }
        return .rejected(
          app.openablePaths.isEmpty ? "this app reads no paths" : "the screen shown has no path")
      }
      guard asURL else { return LineOutcome(result: path.description) }
      guard let origin = app.linkOrigins.first else { return .rejected("this app has no URLs") }
      return LineOutcome(result: FlowLink(path: path).url(in: origin))
    case .open(let path):
      // A link would move what the dialog covers: it waits for the answer, as the rest do.
      guard !router.stack.showsDialog else { return .rejected(RouterError.dialogShown.description) }
      do {
        // Opening the current path changes nothing, so nothing is shown.
        return LineOutcome(display: try app.open(path: path) ? .changed : .none)
      } catch {
        return .rejected(String(describing: error))
      }
    case .back(cancelled: false):
      return navigate { () throws(RouterError) in try router.goBack() }
    case .back(cancelled: true):
      do {
        try router.beginInteractivePop()
        try router.cancelInteractivePop()
      } catch {
        return .rejected(error.description)
      }
      return LineOutcome()
    case .dismiss:
      return navigate { () throws(RouterError) in try router.swipeToDismiss() }
    case .tab(let name):
      return navigate { () throws(RouterError) in try router.tapTab(name) }
    case .expect(let expectation):
      return check(expectation)
    case .wait(let duration):
      var outcome = LineOutcome(display: .changed)
      outcome.wait = duration
      return outcome
    case .quit:
      return LineOutcome(endsSession: true)
    }
  }

  /// Makes a move that shows another screen, or rejects the line with the move's error.
  private func navigate<Failure: Error & CustomStringConvertible>(
    _ move: () throws(Failure) -> Void
  ) -> LineOutcome {
    do {
      try move()
    } catch {
      return .rejected(error.description)
    }
    return LineOutcome(display: .changed)
  }

  private func tree(_ format: TreeOutputFormat) -> String {
    let tree = CoordinatorTree(app.rootCoordinator, router: router)
    if let treeFormat = format.treeFormat {
      return tree.render(treeFormat)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A tree of names, lifecycles and ids always encodes.
    let data = (try? encoder.encode(tree)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  private func check(_ expectation: Expectation) -> LineOutcome {
    let failure: String?
    switch expectation {
    case .screen(let expected):
      let actual = router.topScreen?.screenName ?? "none"
      failure = expected == actual ? nil : "expected screen \(expected), actual \(actual)"
    case .path(let expected):
      let actual = app.currentPath?.description ?? "none"
      failure = expected == actual ? nil : "expected path \(expected), actual \(actual)"
    case .tree(let expected, let written):
      let actual = CoordinatorTree(app.rootCoordinator, router: router).outline
      failure =
        expected.outline == actual
        ? nil : "expected tree \(written), actual \(actual.render(.line))"
    }
    return failure.map { LineOutcome(verdict: .expectationFailed($0)) } ?? LineOutcome()
  }
}
