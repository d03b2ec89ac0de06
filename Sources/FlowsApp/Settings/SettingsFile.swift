import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `settings.json` in a data directory: read at start, written atomically at each change.
struct SettingsFile: Sendable {
  /// What reading the file found.
  struct Loaded: Equatable, Sendable {
    var settings: Settings
    /// A warning for the person, when the file was corrupt and set aside.
    var warning: String?
  }

  let directory: URL

  var url: URL { directory.appending(path: "settings.json", directoryHint: .notDirectory) }

  /// Reads the settings; a missing file gives the defaults, a corrupt one is set aside.
  ///
  /// A corrupt file is renamed `settings.json.corrupt` (replacing an older one)
  /// so the person can look at it, and the defaults are used.
  func load() -> Loaded {
    guard let data = try? Data(contentsOf: url) else { return Loaded(settings: Settings()) }
    if let settings = try? JSONDecoder().decode(Settings.self, from: data),
      Settings.isValidName(settings.profileName)
    {
      return Loaded(settings: settings)
    }
    let aside = directory.appending(path: "settings.json.corrupt", directoryHint: .notDirectory)
    let movedAside = rename(url.path, aside.path) == 0
    let warning =
      movedAside
      ? "settings file \(url.path) is corrupt; moved it to \(aside.path) and using defaults"
      : "settings file \(url.path) is corrupt and could not be moved aside; using defaults"
    return Loaded(settings: Settings(), warning: warning)
  }

  /// Writes `settings` to a temporary file, flushes it, then renames it over `settings.json`.
  ///
  /// A reader, or a process killed at any moment, sees the old file or the new one whole.
  func save(_ settings: Settings) throws(SettingsFileError) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw SettingsFileError(path: directory.path, reason: "cannot create the data directory")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(settings) else {
      throw SettingsFileError(path: url.path, reason: "cannot encode the settings")
    }
    do {
      try AtomicFile.save(data, to: url)
    } catch {
      throw SettingsFileError(path: error.path, reason: error.reason)
    }
  }
}
