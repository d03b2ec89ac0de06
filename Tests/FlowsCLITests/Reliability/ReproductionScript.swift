/// A failing random session as a `flows` script to paste: each line, then the path the model
/// expects after it as an `:expect path` line, so that `flows` itself stops agreeing where the
/// app and the model part.
struct ReproductionScript: Equatable, Sendable {
  /// The whole script, comments first, ending with a line break.
  let text: String

  /// The script of `session`, replayed from a shrunk sequence of steps, which failed `failure`.
  ///
  /// - Parameters:
  ///   - seed: the seed the session's steps were drawn from.
  ///   - originalLength: how many steps the session had before it was shrunk.
  @MainActor
  init(session: RandomSession, failure: SessionFailure, seed: UInt64, originalLength: Int) {
    var options = "--seed \(session.appSeed)"
    if session.otpCode != "123456" {
      options += " --otp-code \(session.otpCode)"
    }
    var lines = [
      "# Random session seed \(seed): failed at step \(originalLength), shrunk to "
        + "\(session.lines.count) steps.",
      "# \(failure)",
      "# Replay: flows \(options) --data-dir \"$(mktemp -d)\" SCRIPT",
    ]
    for (index, line) in session.lines.enumerated() {
      switch session.verdicts[index] {
      case .accepted: break
      case .rejected: lines.append("# the model expects the next line to be rejected")
      case .expectationFailed: lines.append("# the model expects the next expectation to fail")
      }
      lines.append(line)
      if index == failure.step {
        lines.append("# here: \(failure.check.rawValue): \(failure.message)")
      }
      lines.append(":expect path \(session.paths[index])")
    }
    text = lines.joined(separator: "\n") + "\n"
  }
}
