/// A value a ``Dialog`` answers with, which names its own key: the word a shell, a script or
/// a test picks the choice by.
///
/// An enum of strings is one as it stands, each case keyed by its raw value:
///
/// ```swift
/// enum Discard: String, DialogChoice {
///   case discard, keep
/// }
/// ```
///
/// The key is not what a person reads: give each choice a title with ``DialogButton``.
public protocol DialogChoice: Hashable, Sendable {
  /// The word the choice is picked by, such as `discard`; distinct in a dialog, without white
  /// space, not starting with `:`.
  var key: String { get }
}

extension DialogChoice where Self: RawRepresentable, RawValue == String {
  /// The raw value.
  public var key: String { rawValue }
}

extension DialogChoice {
  /// The key.
  @available(*, deprecated, renamed: "key")
  public var label: String { key }
}
