import Coordinator

/// The toy app's store state: the navigation path beside state that has nothing to do with it.
struct ToyAppState: Sendable {
  var path = FlowPath()
  var taps = 0
}
