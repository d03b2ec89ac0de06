/// A declared state as the shell prints it, the tester compares it and the explorer keys it:
/// the value read field by field, with nothing of its type kept.
package indirect enum StateValue: Hashable, Sendable {
  /// A string.
  case string(String)
  /// A number, as its text: `3`, `-0.5`.
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// A case without a payload (`idle`), or a value with no fields of its own, by its description.
  case name(String)
  /// An optional that holds nothing.
  case null
  /// The elements of a collection, in order; a set's and a dictionary's sorted by their text.
  case list([StateValue])
  /// Labelled parts: a struct's stored properties, a tuple's elements.
  case fields([StateField])
  /// An enum case with a payload: its name and what it holds.
  case choice(String, StateValue)

  /// The fields of `value`: its own when it has labelled parts, otherwise `value` alone under
  /// the label `value`.
  package static func fields(of value: Any) -> StateValue {
    let read = StateValue(reading: value)
    if case .fields = read { return read }
    return .fields([StateField(label: "value", value: read)])
  }

  /// `value` read part by part.
  package init(reading value: Any) {
    // The common types by their own type first: a cast to one is a comparison of types, where
    // a cast to a protocol looks its conformance up.
    switch value {
    case let number as Int:
      self = .number(String(number))
      return
    case let flag as Bool:
      self = .bool(flag)
      return
    case let text as String:
      self = .string(text)
      return
    default: break
    }
    if let integer = value as? any BinaryInteger {
      self = .number(String(describing: integer))
      return
    }
    if let number = value as? any BinaryFloatingPoint {
      // JSON has no infinity or NaN: they are names.
      self = number.isFinite ? .number(String(describing: number)) : .name("\(number)")
      return
    }
    self = Self.reading(Mirror(reflecting: value), of: value)
  }

  /// The parts of `value` as `mirror` gives them.
  private static func reading(_ mirror: Mirror, of value: Any) -> StateValue {
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { StateValue(reading: $0.value) } ?? .null
    case .collection:
      return .list(mirror.children.map { StateValue(reading: $0.value) })
    case .set:
      return .list(mirror.children.map { StateValue(reading: $0.value) }.sorted(by: ordered))
    case .dictionary:
      // Each element is a (key, value) pair; a dictionary's order is its hash's, which differs
      // from one process to the next.
      return .list(mirror.children.map { StateValue(reading: $0.value) }.sorted(by: ordered))
    case .enum:
      guard let payload = mirror.children.first else { return .name("\(value)") }
      return .choice(payload.label ?? "\(value)", StateValue(reading: payload.value))
    case .struct, .class, .tuple:
      let parts = mirror.children.enumerated().map { index, child in
        StateField(
          label: StateField.label(child.label, at: index), value: StateValue(reading: child.value))
      }
      // A value with no parts to read (a date, a URL) is told by its description.
      return parts.isEmpty ? .name("\(value)") : .fields(parts)
    default:
      return .name("\(value)")
    }
  }

  /// Whether `left` sorts before `right`: by their text.
  private static func ordered(_ left: StateValue, _ right: StateValue) -> Bool {
    left.inlineText < right.inlineText
  }
}

/// One labelled part of a ``StateValue``.
package struct StateField: Hashable, Sendable {
  /// The property's name, the tuple element's label or position, or the enum case's name.
  package var label: String
  /// Its value.
  package var value: StateValue

  /// A field labelled `label` holding `value`.
  package init(label: String, value: StateValue) {
    self.label = label
    self.value = value
  }

  /// A child's label as a person reads it: a property's name without the underscore
  /// `@Observable` and property wrappers put before it, or its position when it has none.
  static func label(_ label: String?, at index: Int) -> String {
    guard let label, !label.isEmpty else { return "\(index)" }
    // A tuple's unlabelled element is `.0`.
    if label.hasPrefix(".") { return String(label.dropFirst()) }
    if label.hasPrefix("_"), label.count > 1 { return String(label.dropFirst()) }
    return label
  }
}
