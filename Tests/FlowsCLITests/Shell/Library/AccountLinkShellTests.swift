import Coordinator
import Testing

@testable import FlowsShell

/// Links to an account that a slow search must find first, driven through the shell library
/// line by line: the search runs to rest like any other work, the account lands on the tab
/// where the link was typed, and an account the search does not find rejects its line with
/// the words of one known to be missing.
@MainActor
@Suite struct AccountLinkShellTests {
  @Test func theAccountLandsOnItsTabWhileThePersonIsOnAnother() async {
    weak var weakApp: SocialApp?
    do {
      let clock = ManualClock()
      let app = SocialApp(
        directory: AccountDirectory(names: ["ada"], clock: clock, latency: .seconds(2)))
      weakApp = app
      let shell = HeadlessShell(app: app, name: "social", clock: clock)
      let transcript = await shell.run(
        bytes: Array(
          """
          :open /timeline/@ada
          :tab notifications
          :wait 2s
          :path
          :stack

          """.utf8))
      #expect(
        transcript
          == HeadlessTranscript(
            output: """
              [SCREEN] Timeline
              [SCREEN] Notifications
              [SCREEN] Notifications
              /notifications
              tab timeline: #1 Timeline, #3 Account @ada
              tab notifications (selected): #2 Notifications

              """, errors: "", status: 0))
      #expect(app.navigation.snapshot().tabs.map(\.description) == ["/timeline/@ada"])
    }
    #expect(weakApp == nil)
  }

  @Test func anAccountTheSearchDoesNotFindRejectsItsLineAsAKnownMissingOneDoes() async {
    let app = SocialApp(
      directory: AccountDirectory(
        names: ["ada"], clock: ContinuousClock(), latency: .milliseconds(20)))
    let transcript = await HeadlessShell(app: app, name: "social").run(
      bytes: Array(
        """
        :open /timeline/@zed
        :open /timeline/@zed
        :open /timeline/@ada
        :path

        """.utf8))
    #expect(
      transcript
        == HeadlessTranscript(
          output: """
            [SCREEN] Timeline
            [SCREEN] Account @ada
            /timeline/@ada

            """,
          errors: """
            social: line 1: no account @zed
            social: line 2: no account @zed

            """, status: 65))
    #expect(app.directory.searches == 2)
  }

  @Test func theExplorerReachesTheAccountOnceTheSearchsTimeHasPassed() async {
    let clock = ManualClock()
    let exploration = await FlowExplorer(depth: 2, clock: clock) { _ in
      SocialApp(
        directory: AccountDirectory(names: ["ada"], clock: clock, latency: .seconds(2)))
    }.explore()
    #expect(exploration.violations == [])
    #expect(
      exploration.map.places.map { "\($0.screen) \($0.script)" } == [
        "Timeline []", #"Notifications [":tab notifications"]"#,
        #"Timeline [":open /timeline/@ada"]"#,
        #"Notifications [":tab notifications", ":open /timeline/@ada"]"#,
        #"Account @ada [":open /timeline/@ada", ":wait 2000ms"]"#,
      ])
  }
}
