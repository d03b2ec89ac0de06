import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

/// The shrinker reduces a failing sequence to the few elements that make it fail, and a random
/// session that finds a planted error reports it as a short `flows` script that fails the same
/// way when `flows` runs it.
@MainActor
@Suite struct ShrinkerTests {
  @Test func aFakeFailureShrinksToTheElementsItNeeds() async {
    // Fails once a 3 has been followed, later, by a 7.
    var shrinker = Shrinker<Int>()
    let shrunk = await shrinker.shrink(Array(0..<1_000) + Array(0..<1_000)) { candidate in
      guard let three = candidate.firstIndex(of: 3),
        let seven = candidate[three...].firstIndex(of: 7)
      else { return nil }
      return seven + 1
    }
    #expect(shrunk == [3, 7])
    #expect(!shrinker.isOverBudget)
  }

  @Test func aSequenceThatNeedsEveryElementStaysWhole() async {
    var shrinker = Shrinker<Int>()
    let shrunk = await shrinker.shrink([1, 2, 3, 4, 5]) { $0 == [1, 2, 3, 4, 5] ? 5 : nil }
    #expect(shrunk == [1, 2, 3, 4, 5])
  }

  @Test func theBudgetBoundsTheRuns() async {
    var shrinker = Shrinker<Int>(budget: 10)
    let shrunk = await shrinker.shrink(Array(0..<1_000)) { $0.contains(500) ? $0.count : nil }
    #expect(shrinker.runs == 10)
    #expect(shrinker.isOverBudget)
    #expect(shrunk.contains(500))
  }

  @Test func aPlantedModelErrorIsFoundShrunkAndReplayedByFlows() async throws {
    let outcome = await SessionExplorer.explore(
      seed: 1, steps: 10_000, bug: .backFromProfileGoesToMain)
    let failure = try #require(outcome.failure)
    #expect(failure.check == .path)
    let script = try #require(outcome.script)
    #expect(
      script.text == """
        # Random session seed 1: failed at step 139, shrunk to 5 steps.
        # step 5: path: ":back": app at /main/settings, model at /main
        # Replay: flows --seed 1 --data-dir "$(mktemp -d)" SCRIPT
        login Lin_2
        :expect path /login/otp
        verify 123456
        :expect path /main
        settings
        :expect path /main/settings
        profile
        :expect path /main/settings/profile
        :back
        # here: path: ":back": app at /main/settings, model at /main
        :expect path /main

        """)

    // 1-minimal: without any one of its steps, the shrunk session passes.
    for index in outcome.shrunk.indices {
      var fewer = outcome.shrunk
      fewer.remove(at: index)
      let replay = await RandomSession.replay(fewer, appSeed: 1, bug: .backFromProfileGoesToMain)
      #expect(replay.failure?.check != .path, "without step \(index + 1)")
    }
    #expect(outcome.shrunk.last == .line(":back"))

    // Pasted into `flows`, the script stops agreeing where the model went wrong.
    let directory = try temporaryDirectory()
    let run = await runShell(
      ["--quiet", "--seed", "1", "--data-dir", directory.path], input: script.text)
    #expect(run.status == .expectationFailed)
    #expect(run.stderr.hasSuffix("expected path /main, actual /main/settings\n"))
  }
}
