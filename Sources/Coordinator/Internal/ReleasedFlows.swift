/// Flows released off the main actor, carried to it to be ended and freed there.
final class ReleasedFlows: @unchecked Sendable {
  // Written once here and taken once on the main actor.
  private var list: [BaseCoordinator]

  init(_ flows: [BaseCoordinator]) { list = flows }

  var flows: [BaseCoordinator] { list }

  /// The flows, leaving none here, so that the caller holds the only reference to each.
  func take() -> [BaseCoordinator] {
    defer { list = [] }
    return list
  }
}
