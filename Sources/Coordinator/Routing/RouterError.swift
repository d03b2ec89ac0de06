/// A navigation request the router cannot carry out; nothing moved.
public enum RouterError: Error, Hashable, Codable, Sendable, CustomStringConvertible {
  /// A pop at the root of a level, or on an empty router.
  case nothingToPop
  /// A dismiss with no presented level.
  case nothingPresented
  /// No screen with this id is on the router.
  case unknownEntry(RouterEntry.ID)
  /// A platform move began while a transition was running.
  case transitionInFlight
  /// `completeTransition()` with no held transition.
  case noTransitionInFlight
  /// `finishInteractivePop()` or `cancelInteractivePop()` with none begun.
  case noInteractivePop
  /// A push or present when the router already holds its ``StackRouter/maximumDepth`` screens.
  case stackTooDeep(limit: Int)
  /// A push, present or root replacement of a screen whose owner, named here, has finished or
  /// been released: no screen may
  /// outlive its flow.
  case ownerFinished(String)
  /// A tab call on a router that holds no tab set (see ``StackRouter/setTabs(_:selected:owner:animated:onSelect:)``).
  case noTabs
  /// A selection of a tab, named here, that the router's tab set does not have.
  case unknownTab(String)
  /// A call through the router of a tab, named here, whose tab set has since been replaced.
  case tabGone(String)
  /// The platform's tab bar was tapped while a presented level covers it.
  case tabBarCovered
  /// A dialog is shown: nothing goes on it, and the platform's moves and `dismiss` wait for its
  /// answer.
  case dialogShown

  /// A sentence a person can read.
  public var description: String {
    switch self {
    case .nothingToPop: "nothing to go back to"
    case .nothingPresented: "nothing is presented"
    case .unknownEntry(let id): "no screen #\(id) on the router"
    case .transitionInFlight: "a transition is running"
    case .noTransitionInFlight: "no transition is running"
    case .noInteractivePop: "no interactive pop has begun"
    case .stackTooDeep(let limit):
      "the router holds at most \(limit) screen\(limit == 1 ? "" : "s")"
    case .ownerFinished(let name):
      "\(name) has finished and cannot show a screen"
    case .noTabs: "the router has no tabs"
    case .unknownTab(let name): "no tab \(name) on the router"
    case .tabGone(let name): "the tab \(name) is no longer on the router"
    case .tabBarCovered: "a presented screen covers the tab bar"
    case .dialogShown: "answer the dialog first"
    }
  }
}
