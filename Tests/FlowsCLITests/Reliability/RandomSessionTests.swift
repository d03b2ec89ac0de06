import Foundation
import Testing

/// Long random sessions over the whole sample app, checked against an independent model after
/// every step; see ``RandomSession`` for the checks and ``SessionExplorer`` for the shrinking.
///
/// By default ten seeds of 10,000 steps each run: 100,000 steps. `FLOWS_RANDOM_SEEDS` (such
/// as `11,12,13`) and `FLOWS_RANDOM_STEPS` choose others, to explore further.
@MainActor
@Suite struct RandomSessionTests {
  /// The seeds and steps a run takes unless the environment says otherwise.
  nonisolated static let defaultSeeds: [UInt64] = Array(1...10)
  nonisolated static let defaultStepsPerSeed = 10_000

  nonisolated static let seeds: [UInt64] = {
    let given = ProcessInfo.processInfo.environment["FLOWS_RANDOM_SEEDS"] ?? ""
    let seeds = given.split(separator: ",").compactMap { UInt64($0) }
    return seeds.isEmpty ? defaultSeeds : seeds
  }()

  nonisolated static let stepsPerSeed =
    ProcessInfo.processInfo.environment["FLOWS_RANDOM_STEPS"].flatMap { Int($0) }
    ?? defaultStepsPerSeed

  @Test(arguments: seeds)
  func aRandomSessionAgreesWithTheModelAtEveryStep(seed: UInt64) async {
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = await SessionExplorer.explore(seed: seed, steps: Self.stepsPerSeed)
    let seconds = (clock.now - start) / .seconds(1)
    print(
      "random session seed \(seed): \(outcome.steps) steps, \(outcome.objectsSeen) objects "
        + "watched, \(String(format: "%.2f", seconds)) s; steps ending at each path: "
        + outcome.visits.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        .joined(separator: ", "))
    if let failure = outcome.failure {
      Issue.record(
        """
        random session seed \(seed) failed after step \(failure.step + 1): \(failure)
        shrunk to \(outcome.shrunk.count) steps in \(outcome.shrinkRuns) replays:
        \(outcome.script?.text ?? "(the shrunk session did not replay the failure)")
        """)
      return
    }
    #expect(outcome.steps == Self.stepsPerSeed)
    // Every screen of the app was reached, many times.
    #expect(
      ModelScreen.paths.keys.filter { outcome.visits[$0, default: 0] < Self.stepsPerSeed / 200 }
        == [],
      "\(outcome.visits)")
  }
}
