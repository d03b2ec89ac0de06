@_spi(Files) import Coordinator
@_spi(Files) import FlowsShell
import Foundation

/// `settings.json` in a data directory: read at start, updated atomically at each change.
///
/// An update holds a lock on the directory while it reads the file again, puts in the keys
/// this process changed, keeps every other key as it finds it (those of another `flows`
/// sharing the directory, and keys only a newer version knows), and writes the result
/// atomically; ``DataFile`` does all of it. So two processes that both reported a change saved
/// have both changes in the file.
struct SettingsFile: Sendable {
  /// What reading the file found.
  struct Loaded: Equatable, Sendable {
    var settings: Settings
    /// A warning for the person, when the file was corrupt and set aside, or is not a file.
    var warning: String?
  }

  /// The largest settings file read; a real one is under a hundred bytes.
  static let maximumSize = 65_536

  let directory: URL

  var url: URL { directory.appending(path: "settings.json", directoryHint: .notDirectory) }

  /// A settings file as read: the settings, and every key of the file, to merge into.
  struct Stored: Sendable {
    var settings: Settings
    var fields: [String: JSONValue]
  }

  /// The file under the project's one discipline (``DataFile``): read when it holds valid
  /// settings, set aside when it does not.
  var file: DataFile<Stored> {
    DataFile(
      path: url.path, label: "settings file", maximumSize: Self.maximumSize, decode: Self.decode)
  }

  /// Reads the settings; a missing file gives the defaults, a corrupt one is set aside.
  ///
  /// A corrupt file is moved to `settings.json.corrupt` (or the first free
  /// `settings.json.corrupt.N`) so the person can look at it, and the defaults are used.
  /// Something that is not a regular file gives the defaults and a warning; it is left alone.
  func load() -> Loaded {
    switch file.read() {
    case .missing:
      return Loaded(settings: Settings())
    case .contents(let stored):
      return Loaded(settings: stored.settings)
    case .nullDevice:
      return Loaded(settings: Settings(), warning: notRegular(.device))
    case .special(let kind):
      return Loaded(settings: Settings(), warning: notRegular(kind))
    case .unreadable(let reason):
      return Loaded(
        settings: Settings(),
        warning: "cannot read settings file \(url.path): \(reason); using defaults")
    case .corrupt(let aside?):
      return Loaded(
        settings: Settings(),
        warning: "settings file \(url.path) is corrupt; moved it to \(aside) and using defaults")
    case .corrupt(nil):
      return Loaded(
        settings: Settings(),
        warning: "settings file \(url.path) is corrupt and could not be moved aside; "
          + "using defaults")
    }
  }

  /// Writes the keys of `settings` named in `changed` (every key when `nil`, and any the file
  /// lacks) into the file, keeping the file's other keys: the merge is by key.
  ///
  /// - Returns: a warning when the file on disk had become corrupt and was set aside.
  /// - Throws: ``SettingsFileError`` when the file cannot be written, is not a regular file,
  ///   or cannot be read to merge (it is then left as it is).
  @discardableResult
  func save(
    _ settings: Settings, changed: Set<String>? = nil
  ) throws(SettingsFileError) -> String? {
    let ours = Self.fields(of: settings)
    do {
      return try file.update { found throws(FileWriteError) in
        var merged = found?.fields ?? [:]
        for (key, value) in ours where changed?.contains(key) ?? true || merged[key] == nil {
          merged[key] = value
        }
        return try Self.encode(merged)
      }.first
    } catch {
      throw SettingsFileError(path: error.path, reason: error.reason)
    }
  }

  /// The keys whose values differ between `old` and `new`, as the file names them.
  static func keys(changedFrom old: Settings, to new: Settings) -> Set<String> {
    let before = fields(of: old)
    return Set(fields(of: new).compactMap { before[$0.key] == $0.value ? nil : $0.key })
  }

  /// The file's text for `fields`: sorted keys, pretty-printed, as every version writes it; the
  /// numbers of keys this version does not know as they were read.
  static func encode(_ fields: [String: JSONValue]) throws(FileWriteError) -> [UInt8] {
    guard let bytes = try? JSONValue.bytes(of: fields, indented: true) else {
      throw FileWriteError(path: "settings.json", reason: "cannot encode the settings")
    }
    return bytes
  }

  private static func fields(of settings: Settings) -> [String: JSONValue] {
    guard let data = try? JSONEncoder().encode(settings),
      case .object(let fields)? = try? JSONDecoder().decode(JSONValue.self, from: data)
    else { return [:] }
    return fields
  }

  /// The valid settings `bytes` hold, with the file's keys, if they hold some.
  private static func decode(_ bytes: [UInt8]) -> Stored? {
    guard let settings = try? JSONDecoder().decode(Settings.self, from: Data(bytes)),
      Settings.isValidName(settings.profileName),
      case .object(let fields)? = JSONValue(reading: bytes)
    else { return nil }
    return Stored(settings: settings, fields: fields)
  }

  private func notRegular(_ kind: FileTarget.Special) -> String {
    "settings file \(url.path) is \(kind.rawValue), not a regular file; using defaults, and changes "
      + "cannot be saved"
  }
}
