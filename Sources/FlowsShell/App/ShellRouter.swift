public import Coordinator

/// A router the shell drives: it can be inspected, and it makes the platform's moves that
/// `:back`, `:back --cancel`, `:dismiss` and `:tab` stand for.
///
/// `StackRouter` is one; a router of your own conforms by forwarding these moves. A router
/// without tabs need not give ``tabNames`` or ``tapTab(_:)``: by default it has none.
@MainActor
public protocol ShellRouter: InspectableRouter {
  /// The screen on top of the stack, whose actions lines run; `nil` when none is shown.
  var topScreen: (any Presentable)? { get }
  /// The back button: an interactive pop that begins and completes.
  func goBack() throws(RouterError)
  /// A back-swipe begins: the top screen is leaving until it finishes or is cancelled.
  @discardableResult
  func beginInteractivePop() throws(RouterError) -> RouterEntry
  /// The back-swipe is cancelled: the screen stays.
  func cancelInteractivePop() throws(RouterError)
  /// A swipe-down of the top presented level.
  func swipeToDismiss() throws(RouterError)
  /// The names of the tabs, in order; empty for a router without tabs.
  var tabNames: [String] { get }
  /// The platform's tab bar, tapped on `tab`: selects it, or pops it to its root when it is
  /// selected already.
  func tapTab(_ tab: String) throws(RouterError)
}

extension ShellRouter {
  /// No tabs.
  public var tabNames: [String] { [] }

  /// Refused: a router without tabs has no tab bar.
  public func tapTab(_ tab: String) throws(RouterError) { throw .noTabs }
}

extension StackRouter: ShellRouter {}
