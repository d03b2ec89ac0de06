import FlowsShell
import GameApp
import Testing

@MainActor
@Suite struct HeadlessSessionTests {
  @Test func runsLinesAsTheShellDoesAndKnowsTheSecret() throws {
    let session = HeadlessSession(seed: 7)
    #expect(session.path == "/login")
    #expect(session.run("login Ada"))
    #expect(session.run("verify 123456"))
    #expect(session.path == "/main")
    #expect(!session.run("bogus"))
    #expect(session.run("play"))
    let secret = try #require(session.gameSecret)
    #expect(session.run("guess \(secret)"))
    #expect(session.screen == "Result")
    #expect(session.run(":expect path /main/game/result"))
    #expect(session.coordinatorCount == 3)
    #expect(session.run("done"))
    #expect(session.path == "/main")
    #expect(session.gameSecret == nil)
  }

  @Test func trackedFlowsAreReleasedWhenTheyEnd() throws {
    let session = HeadlessSession(seed: 7)
    session.isTrackingReleases = true
    session.run("login Ada")
    session.run("verify 123456")
    // App, Main and Main's view model; the Auth flow and its view models are gone.
    #expect(session.liveTrackedObjects == 3)
    for _ in 0..<50 {
      session.run("play")
      let secret = try #require(session.gameSecret)
      session.run("guess \(secret)")
      #expect(session.liveTrackedObjects == 6)
      session.run("done")
      session.run("settings")
      session.run("profile")
      session.run("done")
      session.run("done")
    }
    #expect(session.liveTrackedObjects == 3)
  }
}
