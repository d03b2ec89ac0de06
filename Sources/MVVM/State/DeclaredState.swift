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
    isEqual(to: other.value)
  }

  /// Whether `other` is this state's value: the same type, and equal by its own `==`.
  package func isEqual(to other: any Equatable & Sendable) -> Bool {
    func matches<Value: Equatable>(_ value: Value) -> Bool {
      (other as? Value) == value
    }
    return matches(value)
  }

  /// `screen` when it declares a state, or the first stored property of its class that does.
  @MainActor
  static func declaring(_ screen: AnyObject) -> (any StateDeclaring)? {
    finding(screen).declaring
  }

  /// `screen` when it declares a state (with no label), or the first stored property of its
  /// class that does, with the property's label; otherwise whether a property that holds
  /// nothing now might later.
  @MainActor
  static func finding(
    _ screen: AnyObject
  ) -> (declaring: (any StateDeclaring)?, label: String?, holdsNothing: Bool) {
    if let declaring = screen as? any StateDeclaring { return (declaring, nil, false) }
    var holdsNothing = false
    for child in Mirror(reflecting: screen).children {
      if let declaring = child.value as? any StateDeclaring {
        return (declaring, child.label, false)
      }
      if Mirror(reflecting: child.value).displayStyle == .optional,
        Mirror(reflecting: child.value).children.isEmpty
      {
        holdsNothing = true
      }
    }
    return (nil, nil, holdsNothing)
  }

  /// The stored property `label` of `screen`'s class, when it declares a state.
  @MainActor
  static func declaring(_ screen: AnyObject, in label: String) -> (any StateDeclaring)? {
    Mirror(reflecting: screen).children.first { $0.label == label }?.value
      as? any StateDeclaring
  }
}
