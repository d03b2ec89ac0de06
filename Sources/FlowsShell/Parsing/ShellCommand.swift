/// A shell command: a line that starts with `:`.
enum ShellCommand: Equatable, Sendable {
  /// `:help`: the shell commands and the current screen's actions.
  case help
  /// `:screen`: render the current screen.
  case screen
  /// `:tree [--format F]`: the coordinator tree.
  case tree(TreeOutputFormat)
  /// `:stack`: every router level with its entries and their ids.
  case stack
  /// `:state`: the state the top screen declares, one `KEY: VALUE` line each.
  case state
  /// `:path`: the current path.
  case path(url: Bool)
  /// `:open PATH`: a deep link.
  case open(String)
  /// `:back`: the back button; `:back --cancel`: a back-swipe that is cancelled.
  case back(cancelled: Bool)
  /// `:dismiss`: a swipe-down of the top modal level.
  case dismiss
  /// `:tab NAME`: the platform's tab bar, tapped on tab NAME.
  case tab(String)
  /// `:expect screen|path|tree …`: an assertion.
  case expect(Expectation)
  /// `:wait DURATION`: let time pass on the app's clock.
  case wait(Duration)
  /// `:quit`: end the session.
  case quit
}
