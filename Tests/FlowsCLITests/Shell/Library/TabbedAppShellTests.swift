import Coordinator
import Testing

@testable import FlowsShell

/// `:tab` in an app whose router holds a tab set: the platform's tab bar, listed by `:help`
/// and completed by Tab only there; refused in an app without tabs.
@MainActor
@Suite struct TabbedAppShellTests {
  typealias CounterFlow = AnyAppShellTests.CounterFlow

  /// An app with the tabs `first` and `second`, a counter flow on each from the start.
  final class TabbedApp: BaseCoordinator, ShellApp {
    let router = StackRouter(isJournaling: false)

    override func start() {
      super.start()
      router.setTabs(["first", "second"], selected: "first", owner: self, animated: false) {
        _ in
      }
      for (tab, from) in [("first", 0), ("second", 10)] {
        guard let tabRouter = router.router(forTab: tab) else { continue }
        startChild(CounterFlow(router: tabRouter, from: from), on: tabRouter, animated: false)
      }
    }
  }

  @Test func tabSelectsATabAndTappingItAgainPopsItToItsRoot() async {
    let app = TabbedApp()
    let transcript = await HeadlessShell(app: app, name: "tabbed").run(
      bytes: Array(
        """
        next
        :tab second
        next
        :stack
        :tab first
        :tab first
        :stack
        :tab third
        :tab
        :tree

        """.utf8))
    #expect(
      transcript.output == """
        [SCREEN] Counter
          at 1
        [SCREEN] Counter
          at 2
        [SCREEN] Counter
          at 11
        [SCREEN] Counter
          at 12
        tab first: #1 Counter, #3 Counter
        tab second (selected): #2 Counter, #4 Counter
        [SCREEN] Counter
          at 2
        [SCREEN] Counter
          at 1
        tab first (selected): #1 Counter
        tab second: #2 Counter, #4 Counter
        TabbedApp {first*, second}
        ├── CounterFlow [#1 Counter]
        └── CounterFlow [#2 Counter, #4 Counter]

        """)
    #expect(
      transcript.errors == """
        tabbed: line 8: no tab third on the router
        tabbed: line 9: usage: :tab NAME

        """)
    #expect(transcript.status == 65)
  }

  @Test func helpAndCompletionOfferTabOnlyInAnAppWithTabs() async {
    let tabbed = TabbedApp()
    let help = await HeadlessShell(app: tabbed, name: "tabbed").run(bytes: Array(":help\n".utf8))
      .output
    #expect(
      help == """
        [SCREEN] Counter
          at 1
        shell commands:
          :help                the shell commands and the current screen's actions
          :screen              render the current screen
          :tree [--format F]   the coordinator tree; F: text, line, mermaid, dot or json
          :stack               every router level with its entries and their ids
          :state               what the screen holds, such as what was typed, one KEY: VALUE line each
          :path                the current path
          :open PATH           go to PATH, a deep link
          :back                the back button: an interactive pop that completes
          :back --cancel       a back-swipe that is cancelled: nothing changes
          :dismiss             swipe down the top modal level
          :tab NAME            tap tab NAME of the tab bar; the selected tab pops to its root
          :expect screen NAME  fail unless the top screen is NAME
          :expect path PATH    fail unless the current path is PATH
          :expect tree LINE    fail unless the one-line tree is LINE
          :wait DURATION       let DURATION pass on the app's clock, such as 250ms, 2s or 3m
          :quit                end the session
        tabs (for :tab):
          first second
        actions on Counter:
          next
          stop

        """)
    let context = CompletionContext(actions: [], paths: [], tabs: ["first", "second"])
    #expect(context.candidates(after: [":tab"]) == ["first", "second"])
    #expect(context.candidates(after: [":tab", "first"]) == [])
    #expect(context.candidates(after: []).contains(":tab"))

    let plain = AnyAppShellTests.CounterApp()
    let transcript = await HeadlessShell(app: plain, name: "counter").run(
      bytes: Array(":help\n:tab first\n".utf8))
    #expect(!transcript.output.contains(":tab"))
    #expect(!transcript.output.contains("tabs (for"))
    #expect(transcript.errors == "counter: line 2: the router has no tabs\n")
    #expect(!CompletionContext().candidates(after: []).contains(":tab"))
    #expect(CompletionContext().candidates(after: [":tab"]) == [])
  }

  @Test func aModalOverTheTabsRefusesTheTabBar() async {
    let app = TabbedApp()
    app.start()
    app.router.present(AnyAppShellTests.PlainScreen(), animated: false)
    let transcript = await HeadlessShell(app: app, name: "tabbed").run(
      bytes: Array(":tab second\n:dismiss\n:tab second\n:stack\n".utf8))
    #expect(
      transcript.errors == "tabbed: line 1: a presented screen covers the tab bar\n")
    #expect(
      transcript.output == """
        [SCREEN] PlainScreen
        [SCREEN] Counter
          at 1
        [SCREEN] Counter
          at 11
        tab first: #1 Counter
        tab second (selected): #2 Counter

        """)
  }
}
