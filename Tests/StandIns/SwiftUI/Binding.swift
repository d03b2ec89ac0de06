/// https://developer.apple.com/documentation/swiftui/binding
public struct Binding<Value> {
  /// Not Apple's: the binding's read, isolated as its creator made it, for tests.
  public let get: @isolated(any) @Sendable () -> Value
  /// Not Apple's: the binding's write, isolated as its creator made it, for tests.
  public let set: @isolated(any) @Sendable (Value) -> Void

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }
}

/// https://developer.apple.com/documentation/swiftui/binding#Conforms-To (Sendable)
extension Binding: Sendable where Value: Sendable {}
