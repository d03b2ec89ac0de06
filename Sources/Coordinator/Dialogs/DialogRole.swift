/// What a choice of a ``Dialog`` does, as a platform shows it: a plain button, the one that
/// backs out, or one that destroys something.
public enum DialogRole: Hashable, Sendable, CaseIterable {
  /// A plain choice.
  case `default`
  /// The choice that backs out and changes nothing; a platform may place it apart.
  case cancel
  /// A choice that deletes or loses something; a platform may show it in red.
  case destructive
}
