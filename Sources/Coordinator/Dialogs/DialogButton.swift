/// One choice a ``Dialog`` offers: the value it answers with, the key a shell types to pick
/// it, the title a person reads on its button, and its role.
///
/// ```swift
/// let buttons = [
///   DialogButton(EndMeeting.saveAndEnd, title: "Save and end"),
///   DialogButton(EndMeeting.discard, title: "Discard", role: .destructive),
/// ]
/// ```
///
/// The key comes from the value (``DialogChoice/key``) or is given beside it, never from the
/// title: a title may hold spaces, punctuation, any text a person reads.
public struct DialogButton<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value the dialog answers with when this choice is picked.
  public var value: Value
  /// The word a shell, a script or a test picks this choice by, such as `discard`.
  public var key: String
  /// The text of the button, such as `Keep Editing`.
  public var title: String
  /// What the choice does: plain, backing out, or destroying something.
  public var role: DialogRole

  /// A choice answering `value`, picked by `key`, shown as `title` with `role`.
  public init(_ value: Value, key: String, title: String, role: DialogRole = .default) {
    self.value = value
    self.key = key
    self.title = title
    self.role = role
  }

  /// The same choice with the value `transform` makes of this one's.
  public func map<Other>(_ transform: (Value) -> Other) -> DialogButton<Other> {
    DialogButton<Other>(transform(value), key: key, title: title, role: role)
  }
}

extension DialogButton where Value: DialogChoice {
  /// A choice answering `value`, picked by the value's ``DialogChoice/key``, shown as `title`
  /// with `role`.
  public init(_ value: Value, title: String, role: DialogRole = .default) {
    self.init(value, key: value.key, title: title, role: role)
  }
}
