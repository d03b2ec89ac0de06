/// The state a screen shows now, read once: its value, to compare, and its fields, to print.
package struct DeclaredState: Sendable {
  /// The value the screen declared.
  package let value: any Equatable & Sendable
  /// Its fields, read once.
  package let fields: StateValue

  /// The state `screen` declares: its own when it adopts ``StateDeclaring``, otherwise that of
  /// the first stored property of its class that does; `nil` when it declares none.
  @MainActor
  package init?(of screen: AnyObject) {
    guard let declaring = Self.declaring(screen) else { return nil }
    self.init(declaring.state)
  }

  /// The state `value`.
  package init(_ value: any Equatable & Sendable) {
    self.value = value
    fields = StateValue.fields(of: value)
  }

  /// Whether `other` is this state: the same type, and equal by its own `==`.
  package func isEqual(to other: DeclaredState) -> Bool {
    func matches<Value: Equatable>(_ value: Value) -> Bool {
      (other.value as? Value) == value
    }
    return matches(value)
  }

  /// `screen` when it declares a state, or the first stored property of its class that does.
  @MainActor
  private static func declaring(_ screen: AnyObject) -> (any StateDeclaring)? {
    if let declaring = screen as? any StateDeclaring { return declaring }
    for child in Mirror(reflecting: screen).children {
      if let declaring = child.value as? any StateDeclaring { return declaring }
    }
    return nil
  }
}
