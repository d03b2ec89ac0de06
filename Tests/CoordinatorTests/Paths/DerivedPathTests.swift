import Coordinator
import Testing

/// The keys of a flow that gains a screen: only its own key type and its own resolver change.
enum GrownSettingsKey: String, PathKey {
  case profile
  /// The screen added: nothing outside this flow names it.
  case privacy
}

/// Adding a screen to one flow takes edits in that flow only: the path is read from the flows.
@MainActor
@Suite struct DerivedPathTests {
  /// A settings flow with one more screen than the toy app's, plugged in as the root's child;
  /// the path navigator holds the root weakly, so the caller keeps it.
  private func makeApp() -> (
    stage: ToyStage, root: ToyPathFlow<ToyAppKey>, navigation: PathNavigator
  ) {
    let stage = ToyStage()
    let root = ToyPathFlow<ToyAppKey>(
      "ToyApp", stage: stage, firstScreen: "Launch", presentation: .root
    ) { key, flow in
      switch key {
      case .main:
        flow.childItem(key, "GrownSettings") {
          ToyPathFlow<GrownSettingsKey>(
            "GrownSettings", stage: stage, firstScreen: "Settings", presentation: .push
          ) { key, flow in
            switch key {
            case .profile: flow.screenItem(key, "Profile")
            case .privacy: flow.screenItem(key, "Privacy")
            }
          }
        }
      case .login: nil
      }
    }
    root.start()
    return (stage, root, PathNavigator(root: root, isJournaling: true))
  }

  @Test func aNewScreenIsOpenedAndReadBackWithNoTableElsewhere() throws {
    let (stage, root, navigation) = makeApp()
    try navigation.apply(string: "/main/privacy")
    #expect(navigation.currentPath == FlowPath(ToyAppKey.main, GrownSettingsKey.privacy))
    #expect(stage.router.stack.description == "level 0: #1 Launch, #2 Settings, #3 Privacy")

    try navigation.apply(string: "/main/profile")
    #expect(
      navigation.takeJournal() == [
        .pushed("main", animated: false), .pushed("privacy", animated: false),
        .popped("privacy", animated: false), .pushed("profile", animated: false),
      ])
    #expect(navigation.currentPath.description == "/main/profile")
    withExtendedLifetime(root) {}
  }

  @Test func aNewScreenShownByHandIsInThePathAndALaterChangePopsIt() throws {
    let (stage, root, navigation) = makeApp()
    try navigation.apply(string: "/main")
    let settings = try #require(root.childCoordinators.first as? ToyPathFlow<GrownSettingsKey>)
    try #require(settings.item(for: .privacy)).push(animated: true) {}
    #expect(navigation.currentPath.description == "/main/privacy")

    try navigation.apply(string: "/")
    #expect(stage.router.stack.description == "level 0: #1 Launch")
    #expect(navigation.currentPath == .root)
    #expect(stage.liveNames == ["Launch"])
  }

  /// A flow whose item for the key it shows is gone (say, its data was deleted): reading the
  /// path does not stop the program, it ends at that key.
  @Test func readingThePathNeverStopsTheProgram() {
    final class Stale: PathCoordinator {
      var shownKeys: [GrownSettingsKey] { [.privacy] }
      func item(for key: GrownSettingsKey) -> NavigationItem? { nil }
    }
    let stale = Stale()
    let navigation = PathNavigator(root: stale)
    #expect(navigation.currentPath == FlowPath(GrownSettingsKey.privacy))
    #expect(stale.shownChild == nil)
  }
}
