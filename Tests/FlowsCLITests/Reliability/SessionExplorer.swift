/// Runs random sessions: draws steps from a seed, runs each on the app and the model, and on
/// the first failed check shrinks the steps taken to a short session that fails the same check,
/// reported as a `flows` script.
@MainActor
enum SessionExplorer {
  /// What one random session did.
  struct Outcome {
    /// How many steps ran, the failing one included.
    var steps: Int
    /// How many coordinators, screens and view models the session made and watched.
    var objectsSeen: Int
    /// The first failed check of the whole session, if one failed.
    var failure: SessionFailure?
    /// The shrunk session that fails the same check, replayed.
    var shrunk: [SessionStep] = []
    /// The shrunk session as a script to paste, with the seed.
    var script: ReproductionScript?
    /// How many times the shrinker replayed a candidate.
    var shrinkRuns = 0
    /// How many steps ended at each path, by the model.
    var visits: [String: Int] = [:]
  }

  /// Runs `steps` random steps drawn from `seed` on an app seeded with `seed`.
  static func explore(seed: UInt64, steps: Int, bug: ModelBug? = nil) async -> Outcome {
    var generator = StepGenerator(seed: seed)
    let session = RandomSession(appSeed: seed, bug: bug)
    var taken: [SessionStep] = []
    taken.reserveCapacity(steps)
    var visits: [String: Int] = [:]
    for _ in 0..<steps {
      let step = generator.next(for: session.model)
      taken.append(step)
      guard let failure = await session.run(step) else {
        visits[session.model.path, default: 0] += 1
        continue
      }
      var outcome = Outcome(
        steps: taken.count, objectsSeen: session.objectsSeen, failure: failure, visits: visits)
      var shrinker = Shrinker<SessionStep>()
      outcome.shrunk = await shrinker.shrink(taken) { candidate in
        let replay = await RandomSession.replay(candidate, appSeed: seed, bug: bug)
        guard let found = replay.failure, found.check == failure.check else { return nil }
        return found.step + 1
      }
      outcome.shrinkRuns = shrinker.runs
      let replay = await RandomSession.replay(outcome.shrunk, appSeed: seed, bug: bug)
      if let shrunkFailure = replay.failure {
        outcome.script = ReproductionScript(
          session: replay.session, failure: shrunkFailure, seed: seed,
          originalLength: taken.count)
      }
      return outcome
    }
    return Outcome(steps: taken.count, objectsSeen: session.objectsSeen, visits: visits)
  }
}
