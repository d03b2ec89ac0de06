import FlowsShell
import MVVM

/// What every flow of the sample app shares: the settings store, randomness and warnings.
///
/// Settings live in a ``Store``; each change is written to the settings file,
/// if there is one: the keys it changed, merged into what the file holds then. A write
/// that fails keeps the change in memory, records the error in ``persistenceError`` and
/// is retried, with every key not yet written, at the next change.
@MainActor
final class AppEnvironment {
  let settings: Store<Settings, SettingsAction>
  private let settingsFile: SettingsFile?
  private var generator: any RandomNumberGenerator
  /// The settings as last seen, to tell which keys a change touched.
  private var lastSeen: Settings
  /// Keys changed in memory and not yet written.
  private var unsavedKeys: Set<String> = []
  private var subscription: StoreSubscription?

  /// Warnings for the person, oldest first, such as a corrupt settings file set aside; the
  /// shell shows them after the line that caused them.
  private(set) var warnings: [String] = []

  /// The last failure to write the settings file, cleared by the next successful write.
  private(set) var persistenceError: SettingsFileError?
  /// A failure to write the settings file not yet told to the person.
  private var untoldFailure: SettingsFileError?

  /// The one-time code the demo "sends" to a person logging in.
  var otpCode: String { auth.code }
  /// The login server, which sends that code and checks it.
  let auth: AuthService

  init(
    settingsFile: SettingsFile? = nil, random: any RandomNumberGenerator = SeededRandom(seed: 1),
    otpCode: String = "123456", warnings: [String] = [],
    clock: any Clock<Duration> = ContinuousClock(), latency: Duration = .zero
  ) {
    let loaded = settingsFile?.load() ?? SettingsFile.Loaded(settings: Settings())
    settings = Store(initialState: loaded.settings, reducer: Settings.reduce)
    self.settingsFile = settingsFile
    generator = random
    lastSeen = loaded.settings
    auth = AuthService(clock: clock, latency: latency, code: otpCode)
    self.warnings = warnings
    if let warning = loaded.warning {
      self.warnings.append(warning)
    }
    subscription = settings.subscribe({ $0 }) { [weak self] settings in
      self?.persist(settings)
    }
  }

  /// Draws a number from `range` with the injected generator.
  func randomNumber(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  /// Returns the warnings not yet shown and forgets them.
  func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }

  /// The warnings and the write failure not yet told, forgotten once returned.
  func takeNotes() -> ShellNotes {
    defer { untoldFailure = nil }
    return ShellNotes(warnings: takeWarnings(), writeFailure: untoldFailure?.description)
  }

  private func persist(_ settings: Settings) {
    guard let settingsFile, settings != lastSeen else { return }
    unsavedKeys.formUnion(SettingsFile.keys(changedFrom: lastSeen, to: settings))
    lastSeen = settings
    do {
      if let warning = try settingsFile.save(settings, changed: unsavedKeys) {
        warnings.append(warning)
      }
      unsavedKeys = []
      persistenceError = nil
      untoldFailure = nil
    } catch {
      persistenceError = error
      untoldFailure = error
    }
  }
}
