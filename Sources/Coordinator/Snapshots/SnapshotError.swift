/// Why a ``NavigationSnapshot`` cannot be restored at all; nothing moved.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot was written in a later version of the format than this library reads.
  case newerVersion(Int)
  /// The navigator's root coordinator was released (``PathError/rootReleased``).
  case rootReleased
  /// A change is running or queued: a snapshot is restored on a navigator at rest, such as
  /// one just made.
  case changeInProgress

  /// A sentence a person can read.
  public var description: String {
    switch self {
    case .newerVersion(let version):
      "the snapshot was written by a newer version (snapshot version \(version); "
        + "this one reads version \(NavigationSnapshot.currentVersion))"
    case .rootReleased:
      PathError.rootReleased.description
    case .changeInProgress:
      "a change is running; a snapshot is restored when none is"
    }
  }
}
