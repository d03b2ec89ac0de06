public import Coordinator

/// A router the shell drives: it can be inspected, and it makes the platform's moves that
/// `:back`, `:back --cancel` and `:dismiss` stand for.
///
/// `StackRouter` is one; a router of your own conforms by forwarding these moves.
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
}

extension StackRouter: ShellRouter {}
