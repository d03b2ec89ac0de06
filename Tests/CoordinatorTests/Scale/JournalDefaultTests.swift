import Coordinator
import Testing

/// The journal is for tests: a router keeps none unless made with `isJournaling: true`, so
/// that an app's router does not grow with every move.
@MainActor
@Suite struct JournalDefaultTests {
  @Test func aStackRouterKeepsNoJournalByDefault() throws {
    let router = StackRouter()
    #expect(!router.isJournaling)
    var heard: [String] = []
    let observation = router.observe { heard.append($0.description) }
    router.setRoot(TestScreen("A"), owner: nil, animated: false, onPop: nil)
    router.push(TestScreen("B"), owner: nil, animated: false, onPop: nil)
    try router.pop(animated: false)
    #expect(router.journal == [])
    #expect(router.takeJournal() == [])
    // Observers hear every event either way.
    #expect(
      heard == [
        "root #1 A replaced nothing (not animated)", "pushed #2 B (not animated)",
        "popped #2 B (not animated)",
      ])
    observation.cancel()
  }

  @Test func aStackRouterMadeToJournalKeepsEveryEvent() throws {
    let router = StackRouter(isJournaling: true)
    router.setRoot(TestScreen("A"), owner: nil, animated: false, onPop: nil)
    router.push(TestScreen("B"), owner: nil, animated: false, onPop: nil)
    try router.pop(animated: false)
    #expect(
      router.takeJournal().map(\.description) == [
        "root #1 A replaced nothing (not animated)", "pushed #2 B (not animated)",
        "popped #2 B (not animated)",
      ])
  }

  @Test func aPathNavigatorKeepsNoJournalByDefault() throws {
    let app = try ToyPathApp()
    let navigation = PathNavigator(root: app.root)
    #expect(!navigation.isJournaling)
    try navigation.apply(string: "/main/settings")
    #expect(navigation.journal == [])
  }
}
