/// The last value a selector subscription delivered, shared by its handler's calls.
@MainActor
final class LastValue<Value> {
  /// The value most recently delivered, or `nil` before the first delivery.
  var value: Value?
}
