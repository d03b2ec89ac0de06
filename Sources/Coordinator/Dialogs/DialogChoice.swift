/// One answer a ``Dialog`` offers: a value with the label a person picks it by.
///
/// An enum of strings is one as it stands:
///
/// ```swift
/// enum Discard: String, DialogChoice {
///   case discard, keep
/// }
/// ```
public protocol DialogChoice: Hashable, Sendable {
  /// The word the choice is shown and picked by, such as `discard`; distinct in a dialog.
  var label: String { get }
}

extension DialogChoice where Self: RawRepresentable, RawValue == String {
  /// The raw value.
  public var label: String { rawValue }
}
