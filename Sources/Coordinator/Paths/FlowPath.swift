/// Where an app is, as a value: the keys from the root coordinator down, like a typed URL.
///
/// Each key is resolved by the coordinator the keys before it lead to, so one
/// path holds keys of several coordinators' ``PathCoordinator/Key`` types.
/// A path keeps every key by its string form, its ``components``: two paths
/// are equal when their components are, a path prints as
/// `/main/settings/profile` and parses back with ``init(parsing:)``, and it
/// encodes as that string. A ``PathNavigator`` parses each component with
/// the key type of the coordinator it reaches, so a key's type matters only
/// through its string form.
///
/// ```swift
/// let path = FlowPath(AppKey.main).appending(MainKey.settings).appending(SettingsKey.profile)
/// // path.description == "/main/settings/profile"
/// try router.apply(path)
/// ```
public struct FlowPath: Hashable, Sendable, CustomStringConvertible {
  /// The most components a path may have.
  ///
  /// Longer paths are rejected with ``PathError/tooManyComponents(limit:)``.
  public static let maximumComponentCount = 64

  /// The most bytes of UTF-8 a path's string form may have.
  ///
  /// Longer ones are rejected with ``PathError/tooLong(limit:)``. With the
  /// component limit, this bounds the work a deep link from outside can cause.
  public static let maximumLength = 4096

  /// The string forms of the keys, from the root down.
  public private(set) var components: [String]

  /// Creates a path of `keys`, from the root down; with no keys, the root path `/`.
  public init(_ keys: any PathKey...) {
    self.init(components: [])
    for key in keys {
      append(key)
    }
  }

  /// Creates a path from components already known to be valid.
  init(components: [String]) {
    self.components = components
  }

  /// Creates the root path with room for `capacity` components, to be appended.
  init(capacity: Int) {
    components = []
    components.reserveCapacity(capacity)
  }

  /// The path with no keys, `/`: the root coordinator's own screen.
  public static var root: FlowPath { FlowPath() }

  /// The number of keys.
  public var count: Int { components.count }

  /// Whether the path has no keys.
  public var isEmpty: Bool { components.isEmpty }

  /// Adds `key` at the end.
  ///
  /// A key whose ``PathKey/pathComponent`` is empty or contains `/` is a
  /// programming error and stops the program.
  public mutating func append(_ key: some PathKey) {
    let component = key.pathComponent
    precondition(
      Self.isValidComponent(component),
      "\(type(of: key)).pathComponent must be non-empty and contain no \"/\", not "
        + String(reflecting: component))
    components.append(component)
  }

  /// Adds a component already known to be valid.
  mutating func append(component: String) {
    components.append(component)
  }

  /// Removes the last key and returns its string form, or returns `nil` on the root path.
  @discardableResult
  public mutating func removeLast() -> String? {
    components.popLast()
  }

  /// The path with `key` added at the end: the seed's `push`, named as the non-mutating
  /// form of ``append(_:)``.
  public func appending(_ key: some PathKey) -> FlowPath {
    var path = self
    path.append(key)
    return path
  }

  /// The path without its last `count` keys; the root path when it has no more.
  public func dropLast(_ count: Int = 1) -> FlowPath {
    precondition(count >= 0, "cannot drop a negative number of keys")
    return FlowPath(components: Array(components.dropLast(count)))
  }

  /// The number of leading keys this path shares with `other`.
  public func commonPrefixLength(with other: FlowPath) -> Int {
    var length = 0
    while length < components.count && length < other.components.count
      && components[length] == other.components[length]
    {
      length += 1
    }
    return length
  }

  /// The key at `index` parsed as `type`, or `nil` when out of range or not of that type.
  public func key<Key: PathKey>(at index: Int, as type: Key.Type = Key.self) -> Key? {
    guard components.indices.contains(index) else { return nil }
    return Key(pathComponent: components[index])
  }

  /// The path as `/main/settings/profile`, and `/` for the root path.
  public var description: String {
    "/" + components.joined(separator: "/")
  }

  /// The number of bytes of UTF-8 in ``description``, counted without building it.
  var length: Int {
    components.isEmpty ? 1 : components.reduce(0) { $0 + 1 + $1.utf8.count }
  }

  static func isValidComponent(_ component: String) -> Bool {
    // The bytes are read in place where they are contiguous, as in a native string: the walk
    // of the UTF-8 view through its iterator costs more than the check (a path is read after
    // every line of the shell's --json mode).
    let slash = UInt8(ascii: "/")
    return !component.isEmpty
      && !(component.utf8.withContiguousStorageIfAvailable { $0.contains(slash) }
        ?? component.utf8.contains(slash))
  }
}

extension FlowPath {
  /// The path as a message shows it, with its control characters escaped (`\u{1B}`, `\n`) so
  /// the message stays on one line.
  var escapedForMessage: String {
    var text = ""
    for scalar in description.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        text += scalar.escaped(asASCII: true)
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
