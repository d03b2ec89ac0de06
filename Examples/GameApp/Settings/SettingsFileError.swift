/// Settings could not be written; the settings in memory are unchanged.
struct SettingsFileError: Error, Equatable, Sendable, CustomStringConvertible {
  var path: String
  var reason: String

  var description: String { "cannot write \(path): \(reason)" }
}
