/// What ``PathNavigator/restore(_:)`` did with a snapshot: what it restored, and what it
/// dropped and why.
public struct RestoreReport: Equatable, Sendable, CustomStringConvertible {
  /// A saved path that did not resolve whole: the part of it that was restored, and why the
  /// rest was dropped.
  public struct DroppedPath: Equatable, Sendable, CustomStringConvertible {
    /// The path as the snapshot saved it.
    public var saved: FlowPath
    /// The longest part of it that resolved and was restored; empty when none was.
    public var restored: FlowPath
    /// Why the component after ``restored`` did not resolve.
    public var reason: PathError

    /// Creates the report of one path.
    public init(saved: FlowPath, restored: FlowPath, reason: PathError) {
      self.saved = saved
      self.restored = restored
      self.reason = reason
    }

    /// Such as `/search/dune/3 no longer opens (book 3 is not among the results for "dune");
    /// restored /search/dune`, the reason in the person's words (``PathError/description(in:)``).
    public var description: String {
      "\(saved.escapedForMessage) no longer opens (\(reason.description(in: saved))); "
        + (restored.isEmpty ? "dropped it" : "restored \(restored)")
    }
  }

  /// A saved tab's path that a later saved path of the same tab replaced: a snapshot the app
  /// made holds one path a tab, but one made by hand may hold two.
  public struct ReplacedPath: Equatable, Sendable, CustomStringConvertible {
    /// The path as the snapshot saved it, as far as it was restored before it was replaced.
    public var saved: FlowPath
    /// The later saved path, of the same tab, that took its place.
    public var replacement: FlowPath

    /// Creates the report of one replaced path.
    public init(saved: FlowPath, replacement: FlowPath) {
      self.saved = saved
      self.replacement = replacement
    }

    /// Such as `/books/3 is on the same tab as /books, restored after it; dropped it`.
    public var description: String {
      "\(saved.escapedForMessage) is on the same tab as \(replacement.escapedForMessage), "
        + "restored after it; dropped it"
    }
  }

  /// What was restored: the snapshot with each path cut where it stopped resolving.
  public var restored: NavigationSnapshot

  /// The saved paths that were cut or dropped, in the order they were applied.
  public var dropped: [DroppedPath]

  /// The saved paths that a later path of the same tab replaced, in the order they were.
  public var replaced: [ReplacedPath]

  /// Creates a report.
  public init(
    restored: NavigationSnapshot, dropped: [DroppedPath] = [], replaced: [ReplacedPath] = []
  ) {
    self.restored = restored
    self.dropped = dropped
    self.replaced = replaced
  }

  /// Whether every saved path was restored whole.
  public var isComplete: Bool { dropped.isEmpty && replaced.isEmpty }

  /// What was dropped, one path after another; `restored whole` when nothing was.
  public var description: String {
    isComplete
      ? "restored whole"
      : (dropped.map(\.description) + replaced.map(\.description)).joined(separator: "; ")
  }
}
