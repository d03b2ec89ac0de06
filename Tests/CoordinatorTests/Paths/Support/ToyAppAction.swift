import Coordinator

/// What the toy app's store can be told.
enum ToyAppAction: Sendable {
  /// Go to a path.
  case navigate(FlowPath)
  /// A change of state that is not navigation.
  case tap
}
