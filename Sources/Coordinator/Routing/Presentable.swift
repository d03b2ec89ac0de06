/// Something a router can show: a screen, a view controller, a headless stand-in.
///
/// The router keeps what it shows alive until the screen leaves, so a screen
/// must not hold its coordinator strongly.
@MainActor
public protocol Presentable: AnyObject {
  /// The name shown in stacks, trees and events; the type name by default.
  var screenName: String { get }
}

extension Presentable {
  /// The type name of the screen.
  public var screenName: String { TypeNames.name(of: type(of: self)) }
}
