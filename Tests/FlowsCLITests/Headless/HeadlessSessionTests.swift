import FlowsShell
import GameApp
import Testing

@MainActor
@Suite struct HeadlessSessionTests {
  @Test func runsLinesAsTheShellDoesAndKnowsTheSecret() async throws {
    let session = HeadlessSession(seed: 7)
    #expect(session.path == "/login")
    #expect(await session.run("login Ada"))
    #expect(await session.run("verify 123456"))
    #expect(session.path == "/main")
    #expect(await !session.run("bogus"))
    #expect(await session.run("play"))
    let secret = try #require(session.gameSecret)
    #expect(await session.run("guess \(secret)"))
    #expect(session.screen == "Result")
    #expect(await session.run(":expect path /main/game/result"))
    #expect(session.coordinatorCount == 3)
    #expect(await session.run("done"))
    #expect(session.path == "/main")
    #expect(session.gameSecret == nil)
  }

  @Test func trackedFlowsAreReleasedWhenTheyEnd() async throws {
    let session = HeadlessSession(seed: 7)
    session.isTrackingReleases = true
    await session.run("login Ada")
    await session.run("verify 123456")
    // App, Main and Main's view model; the Auth flow and its view models are gone.
    #expect(session.liveTrackedObjects == 3)
    for _ in 0..<50 {
      await session.run("play")
      let secret = try #require(session.gameSecret)
      await session.run("guess \(secret)")
      #expect(session.liveTrackedObjects == 6)
      await session.run("done")
      await session.run("settings")
      await session.run("profile")
      await session.run("done")
      await session.run("done")
    }
    #expect(session.liveTrackedObjects == 3)
  }
}
