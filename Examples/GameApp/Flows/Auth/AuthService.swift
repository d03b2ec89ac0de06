/// The demo's login server: it "sends" a code to a name and checks a code, each answer coming
/// after `latency` on the app's clock, as a real request would.
///
/// The flow asks it from a flow task (`startTask`), so the shell, the explorer and a test let
/// the request run to its end after the line that made it; with `--clock test` the latency is
/// time a script lets pass with `:wait`.
struct AuthService: Sendable {
  /// The clock the requests wait on.
  var clock: any Clock<Duration> = ContinuousClock()
  /// How long each request takes (`--latency MS`).
  var latency: Duration = .zero
  /// The code every name is sent.
  var code = "123456"

  /// Sends a code to `name`; returns the code sent.
  func sendCode(to name: String) async throws -> String {
    try await answer()
    return code
  }

  /// Whether `entered` is the code that was sent, `sent`.
  func check(_ entered: String, sent: String) async throws -> Bool {
    try await answer()
    return entered == sent
  }

  private func answer() async throws {
    if latency > .zero {
      try await clock.sleep(for: latency)
    }
  }
}
