import Coordinator

/// A key of one of the sample app's flows, as `:help` lists it and a refused link explains it.
///
/// Each flow's key type says, beside its own folder's screens, which flow a
/// key leads to and why a link cannot show a key that only a person can
/// reach, so that adding a screen touches only its own flow's folder. The
/// app's paths are read from these types, from ``AppKey`` down.
protocol AppPathKey: PathKey, CaseIterable {
  /// The key type of the flow this key shows, whose keys may follow it; `nil` after a screen.
  var followingKeys: (any AppPathKey.Type)? { get }

  /// Why a deep link cannot show this key, for a screen only a person can reach.
  var unreachableReason: String? { get }
}

extension AppPathKey {
  /// No flow follows: the key is a screen.
  var followingKeys: (any AppPathKey.Type)? { nil }

  /// A link can show the key.
  var unreachableReason: String? { nil }

  /// Every path under `prefix` that ends at a key of this type, each before those under it.
  static func paths(under prefix: FlowPath) -> [FlowPath] {
    allCases.flatMap { key in
      let path = prefix.appending(key)
      return [path] + (key.followingKeys?.paths(under: path) ?? [])
    }
  }

  /// Why a link cannot show the last of `components`, read with the keys before it.
  static func unreachableReason(of components: ArraySlice<String>) -> String? {
    guard let first = components.first, let key = Self(pathComponent: first) else { return nil }
    guard components.count > 1 else { return key.unreachableReason }
    return key.followingKeys?.unreachableReason(of: components.dropFirst())
  }
}

/// The sample app's paths, read from its flows' keys.
enum AppPaths {
  /// Every screen's path, each flow's screens after the key that shows the flow.
  static let all: [FlowPath] = AppKey.paths(under: FlowPath())
}
