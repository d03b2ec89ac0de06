/// Which app an explorer asks for: one over the data the exploration started from, or one
/// launched again over the data as the last app left it.
public enum ExplorationLaunch: Sendable, Equatable {
  /// The app as it starts over the exploration's starting data: every place is reached again
  /// from one.
  case fresh
  /// The app launched again over its data as the last app made left it, as when the person
  /// opens the app later: the round trips of a place's link and saved state are made in one.
  case relaunch
}
