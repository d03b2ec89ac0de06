import FlowsShell
import Foundation

/// `settings.json` in a data directory: read at start, updated atomically at each change.
///
/// An update holds a lock on the directory while it reads the file again, puts in the keys
/// this process changed, keeps every other key as it finds it (those of another `flows`
/// sharing the directory, and keys only a newer version knows), and writes the result
/// atomically through ``AtomicFile``. So two processes that both reported a change saved
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

  /// Reads the settings; a missing file gives the defaults, a corrupt one is set aside.
  ///
  /// A corrupt file is moved to `settings.json.corrupt` (or the first free
  /// `settings.json.corrupt.N`) so the person can look at it, and the defaults are used.
  /// Something that is not a regular file gives the defaults and a warning; it is left alone.
  func load() -> Loaded {
    switch FileContents.read(url.path, limit: Self.maximumSize) {
    case .missing:
      return Loaded(settings: Settings())
    case .nullDevice:
      return Loaded(settings: Settings(), warning: notRegular(.device))
    case .special(let kind):
      return Loaded(settings: Settings(), warning: notRegular(kind))
    case .unreadable(let reason):
      return Loaded(
        settings: Settings(),
        warning: "cannot read settings file \(url.path): \(reason); using defaults")
    case .bytes(let bytes, let truncated, let identity):
      if !truncated, let settings = Self.decode(bytes) {
        return Loaded(settings: settings)
      }
      return Loaded(
        settings: Settings(), warning: setAsideCorrupt(read: identity) + "using defaults")
    }
  }

  /// Writes the keys of `settings` named in `changed` (every key when `nil`, and any the file
  /// lacks) into the file, keeping the file's other keys.
  ///
  /// - Returns: a warning when the file on disk had become corrupt and was set aside.
  /// - Throws: ``SettingsFileError`` when the file cannot be written, is not a regular file,
  ///   or cannot be read to merge (it is then left as it is).
  @discardableResult
  func save(
    _ settings: Settings, changed: Set<String>? = nil
  ) throws(SettingsFileError) -> String? {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw SettingsFileError(path: directory.path, reason: "cannot create the data directory")
    }
    let ours = Self.fields(of: settings)
    do {
      return try DirectoryLock.withLock(on: directory.path) { () throws(FileWriteError) in
        var target = try FileTarget.resolve(url.path)
        var merged: [String: JSONValue] = [:]
        var warning: String?
        switch FileContents.read(target.path, limit: Self.maximumSize) {
        case .missing:
          break
        case .nullDevice:
          throw .notRegular(target.path, kind: .device, program: "flows")
        case .special(let kind):
          throw .notRegular(target.path, kind: kind, program: "flows")
        case .unreadable(let reason):
          throw FileWriteError(
            path: target.path, reason: "cannot read it to update it (\(reason)); left as it is")
        case .bytes(let bytes, let truncated, let identity):
          if !truncated, case .object(let fields)? = Self.value(bytes) {
            merged = fields
          } else if !bytes.isEmpty {
            guard let aside = SetAside.move(target, read: identity) else {
              throw FileWriteError(
                path: target.path, reason: "it is corrupt and cannot be moved aside")
            }
            warning = "settings file \(url.path) was corrupt; moved it to \(aside)"
            target = try FileTarget.resolve(url.path)
          }
        }
        for (key, value) in ours where changed?.contains(key) ?? true || merged[key] == nil {
          merged[key] = value
        }
        try AtomicFile.save(try Self.encode(merged), to: target)
        return warning
      }
    } catch {
      throw SettingsFileError(path: error.path, reason: error.reason)
    }
  }

  /// The keys whose values differ between `old` and `new`, as the file names them.
  static func keys(changedFrom old: Settings, to new: Settings) -> Set<String> {
    let before = fields(of: old)
    return Set(fields(of: new).compactMap { before[$0.key] == $0.value ? nil : $0.key })
  }

  /// The file's text for `fields`: sorted keys, pretty-printed, as every version writes it.
  static func encode(_ fields: [String: JSONValue]) throws(FileWriteError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(fields) else {
      throw FileWriteError(path: "settings.json", reason: "cannot encode the settings")
    }
    return Array(data)
  }

  private static func fields(of settings: Settings) -> [String: JSONValue] {
    guard let data = try? JSONEncoder().encode(settings),
      case .object(let fields)? = try? JSONDecoder().decode(JSONValue.self, from: data)
    else { return [:] }
    return fields
  }

  private static func value(_ bytes: [UInt8]) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
  }

  private static func decode(_ bytes: [UInt8]) -> Settings? {
    guard let settings = try? JSONDecoder().decode(Settings.self, from: Data(bytes)),
      Settings.isValidName(settings.profileName)
    else { return nil }
    return settings
  }

  private func notRegular(_ kind: FileTarget.Special) -> String {
    "settings file \(url.path) is \(kind.rawValue), not a regular file; using defaults, and changes "
      + "cannot be saved"
  }

  /// Sets the corrupt file that was `read` aside and says so, for a warning ending "… and
  /// using defaults".
  private func setAsideCorrupt(read identity: FileIdentity) -> String {
    let aside = (try? FileTarget.resolve(url.path)).flatMap { target in
      DirectoryLock.withLock(on: target.directory) { SetAside.move(target, read: identity) }
    }
    guard let aside else {
      return "settings file \(url.path) is corrupt and could not be moved aside; "
    }
    return "settings file \(url.path) is corrupt; moved it to \(aside) and "
  }
}
