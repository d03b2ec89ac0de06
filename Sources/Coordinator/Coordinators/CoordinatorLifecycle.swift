/// The stages a coordinator passes through, in order and only forwards.
public enum CoordinatorLifecycle: String, Codable, Hashable, Sendable, CaseIterable {
  /// Created, not yet started.
  case idle
  /// Started and not yet finished.
  case running
  /// Finished: its completion has run, or an ancestor removed it from the tree.
  case finished
}
