/// Where the person was, as one `Codable` value: the path shown and the path of every other tab,
/// to keep when the app is killed and bring back when it starts again.
///
/// Take one with ``PathNavigator/snapshot()`` and apply it with
/// ``PathNavigator/restore(_:)``, which checks it whole before anything moves and then restores
/// it screen by screen: an entry that no longer resolves is dropped with what is above it on its
/// stack, and the ``RestoreReport`` says what was.
///
/// An app keeps it as JSON where the platform keeps a scene's state (`@SceneStorage`, an
/// `NSUserActivity`), encoding `navigator.snapshot()` when the scene goes to the background and
/// restoring the decoded value when it comes back.
///
/// It encodes as a JSON object such as `{"path":"/books/2","tabs":["/search/dune"]}`: `path`,
/// `tabs` (`[]` when there is no other tab: a key left out would let a file's older value
/// stand), and `version` when it is not 1. Keys it does not know, such as those of an app that
/// keeps its own beside it, are kept and written back as they were read.
/// A snapshot of a later ``version`` is refused when it is decoded, with an error that says so.
public struct NavigationSnapshot: Codable, Equatable, Sendable {
  /// The version of the format this library reads and writes; an older one reads as it.
  public static var currentVersion: Int { 1 }

  /// The version of the format the snapshot was written in, at most ``currentVersion``.
  public private(set) var version: Int

  /// The path shown: the selected tab's, with what is presented over it that can be restored.
  public var path: FlowPath

  /// The path of every other tab that was shown, from the root, in the order of the tabs:
  /// `/search/dune` beside a `path` of `/books/2`.
  public var tabs: [FlowPath]

  /// The keys read that this version does not know, written back as they were.
  var unknownKeys: [String: JSONValue] = [:]

  /// A snapshot of the current version that shows `path` and keeps `tabs` beside it.
  public init(path: FlowPath, tabs: [FlowPath] = []) {
    version = Self.currentVersion
    self.path = path
    self.tabs = tabs
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, path, tabs
  }

  /// Reads a snapshot, keeping the keys it does not know.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a snapshot of a later version than
  ///   ``currentVersion``, saying which, or for a path that does not parse.
  public init(from decoder: any Decoder) throws {
    try self.init(from: decoder, besides: [])
  }

  /// Reads a snapshot from an object that also holds an app's own keys, `appKeys`, which are
  /// not kept as unknown: the app reads and writes them itself, beside the snapshot's.
  ///
  /// - Throws: as ``init(from:)``.
  public init(from decoder: any Decoder, besides appKeys: [any CodingKey]) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    guard version <= Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: SnapshotError.newerVersion(version).description)
    }
    guard version >= 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "snapshot version \(version) does not exist; the first is 1")
    }
    path = try container.decode(FlowPath.self, forKey: .path)
    tabs = try container.decodeIfPresent([FlowPath].self, forKey: .tabs) ?? []
    unknownKeys = try JSONValue.unknownKeys(
      in: decoder, besides: Set(CodingKeys.allCases.map(\.stringValue) + appKeys.map(\.stringValue))
    )
  }

  /// Writes the snapshot and the keys it read but does not know.
  public func encode(to encoder: any Encoder) throws {
    var unknown = encoder.container(keyedBy: JSONKey.self)
    try unknown.encode(unknownKeys: unknownKeys)
    var container = encoder.container(keyedBy: CodingKeys.self)
    if version != 1 {
      try container.encode(version, forKey: .version)
    }
    try container.encode(path, forKey: .path)
    try container.encode(tabs, forKey: .tabs)
  }
}
