public import Coordinator

/// An app the shell drives: a root coordinator, the router its screens are on, and, if it has
/// them, paths, notes for the person, and a state to keep between sessions.
///
/// Only ``router`` is required, and ``rootCoordinator`` when the app is not itself the root
/// coordinator. The shell reads the router once, when it gets the app, and starts a root
/// coordinator that is still idle then. Screens the shell
/// can act on conform to ``ShellScreen``; `:tree`, `:stack`, `:back`,
/// `:dismiss` and `:expect` work for every app. An app that reads paths gives
/// ``currentPath``, ``openablePaths`` and ``open(path:)``; one whose
/// navigation outlives a session gives ``State``, ``savedState`` and
/// ``restore(_:)``, which `--state FILE` keeps as JSON.
@MainActor
public protocol ShellApp: AnyObject {
  /// What `--state FILE` keeps of the app between sessions: a type that encodes as a JSON
  /// object, whose `version` key, if any, is the shell's.
  associatedtype State: Codable & Sendable = Never
  /// The kind of router the app's screens are on.
  associatedtype AppRouter: ShellRouter

  /// The coordinator at the root of the tree `:tree` prints.
  var rootCoordinator: any FlowCoordinator { get }

  /// The router the app's screens are on; `:back` and `:dismiss` are its platform moves.
  var router: AppRouter { get }

  /// The path of what the app shows, for the prompt, `:path` and `:expect path`; `nil` when
  /// it shows nothing or reads no paths.
  var currentPath: FlowPath? { get }

  /// The paths `:help` lists for `:open`; empty when the app reads no paths.
  var openablePaths: [FlowPath] { get }

  /// The schemes and hosts of the app's links, the first one the form `:path --url` prints,
  /// such as `shelf://books/2`; none by default, and `:path --url` is not offered.
  var linkOrigins: [LinkOrigin] { get }

  /// Moves the app to `path`, as a deep link: `:open PATH`.
  ///
  /// - Returns: whether anything changed; the shell shows the screen only then.
  /// - Throws: an error whose description says why `path` cannot be opened; nothing moved.
  func open(path: String) throws -> Bool

  /// What the app has to tell the person since it was last asked: warnings, and a failure
  /// to write its own files. The shell asks after starting and after every line.
  func takeNotes() -> ShellNotes

  /// Where the app is, for `--state FILE` to save at exit; `nil` to save nothing.
  var savedState: State? { get }

  /// Whether the app shows a tab bar at some point, such as once its onboarding is done:
  /// `:help` then lists `:tab` before the tabs are shown too. No by default; an app whose
  /// router has tabs gets `:tab` listed anyway.
  var showsTabs: Bool { get }

  /// The links an explorer opens at every place, as `:open` takes them, such as `/books/2`;
  /// none by default (`flows --explore`).
  var sampleLinks: [String] { get }

  /// What is wrong with the app where it is now, by the app's own rules, one message each;
  /// an explorer asks at every place it reaches. None by default.
  func invariantViolations() -> [String]

  /// Puts the freshly started app where `state` left an earlier session.
  ///
  /// - Throws: an error whose description says what could not be restored; the shell warns
  ///   with it and goes on from where the app then is.
  func restore(_ state: State) throws
}

extension ShellApp {
  /// No path: the app reads none.
  public var currentPath: FlowPath? { nil }

  /// No paths to list.
  public var openablePaths: [FlowPath] { [] }

  /// None: the app's links are its paths.
  public var linkOrigins: [LinkOrigin] { [] }

  /// Opens nothing: the app reads no paths.
  public func open(path: String) throws -> Bool {
    throw ShellAppError("this app opens no paths")
  }

  /// Nothing to tell.
  public func takeNotes() -> ShellNotes { ShellNotes() }

  /// No tab bar but the router's own.
  public var showsTabs: Bool { false }

  /// No link to explore.
  public var sampleLinks: [String] { [] }

  /// Nothing wrong: the app declares no rule of its own.
  public func invariantViolations() -> [String] { [] }
}

extension ShellApp where Self: FlowCoordinator {
  /// The app itself, when it is the root of its tree.
  public var rootCoordinator: any FlowCoordinator { self }
}

extension ShellApp where State == Never {
  /// Nothing to save.
  public var savedState: Never? { nil }

  /// Never called: there is no state to restore.
  public func restore(_ state: Never) throws {}
}

extension ShellApp {
  /// Starts the root coordinator unless it has started already.
  func startIfIdle() {
    let root = rootCoordinator
    if root.lifecycle == .idle {
      root.start()
    }
  }
}
