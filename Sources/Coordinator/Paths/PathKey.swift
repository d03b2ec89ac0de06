/// A key one coordinator understands: one step of a ``FlowPath``, with a string form for links.
///
/// A coordinator that navigates by path declares its keys as a type, most
/// often an enum with a `String` raw value, which gets ``pathComponent`` and
/// ``init(pathComponent:)`` for free:
///
/// ```swift
/// enum SettingsKey: String, PathKey {
///   case profile
/// }
/// ```
///
/// The string form must round-trip, `Key(pathComponent: key.pathComponent) == key`,
/// and must be non-empty without a `/`, so that a path prints as
/// `/main/settings/profile` and parses back. A key with associated values
/// chooses its own form, such as `order-42`.
public protocol PathKey: Hashable, Sendable {
  /// The key as one component of a path string, such as `profile`.
  var pathComponent: String { get }

  /// Creates the key a path component names, or `nil` when no key of this type has that form.
  init?(pathComponent: String)
}

extension PathKey where Self: RawRepresentable, RawValue == String {
  /// The raw value, as the key's string form.
  public var pathComponent: String { rawValue }

  /// Creates the key whose raw value is `pathComponent`.
  public init?(pathComponent: String) {
    self.init(rawValue: pathComponent)
  }
}
