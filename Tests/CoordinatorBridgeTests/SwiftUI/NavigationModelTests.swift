import Coordinator
import CoordinatorBridge
import Testing

/// SwiftUI's binding writes on a ``NavigationModel``, in the orders SwiftUI makes them: each
/// becomes the platform move it stands for, and one the router refuses is reverted, with the
/// views told to redraw.
@MainActor
@Suite struct NavigationModelTests {
  let router = StackRouter(isJournaling: true)
  let model: NavigationModel
  let notes: NotesCoordinator

  init() {
    model = NavigationModel(router: router)
    notes = NotesCoordinator(router: model.bridge)
    notes.start()
    _ = router.takeJournal()
  }

  func events() -> [String] { router.takeJournal().map(\.description) }

  @Test func theModelFollowsTheRouter() {
    #expect(model.root(of: .level(0)) == 1)
    #expect(model[path: .level(0)] == [])
    let note = notes.noteTapped()
    #expect(redraws({ _ = model[path: .level(0)] }, after: { note.historyTapped() }))
    #expect(model[path: .level(0)] == [2, 3])
    notes.shareTapped()
    #expect(model[presentedAbove: 0] == PresentedLevel(id: 4, level: 1))
    #expect(model[presentedAbove: 1] == nil)
    #expect(model.screens == PlatformScreens(root: [1, 2, 3], presented: [[4]]))
  }

  @Test func theModelAndItsBridgeAreReleased() {
    weak var weakModel: NavigationModel?
    weak var weakBridge: NavigationBridge?
    do {
      let other = NavigationModel(router: router)
      weakModel = other
      weakBridge = other.bridge
      #expect(other[path: .level(0)] == [])
    }
    #expect(weakModel == nil)
    #expect(weakBridge == nil)
    notes.noteTapped()  // the router moves on without them
    #expect(model[path: .level(0)] == [2])
  }

  @Test func aShorterPathIsTheBackButtonOrTheSwipe() {
    weak let note = notes.noteTapped()
    note?.historyTapped()
    _ = events()
    model[path: .level(0)] = [2]
    #expect(events() == ["interactive pop of #3 History began", "popped #3 History (interactive)"])
    #expect(note != nil)
    model[path: .level(0)] = [2]  // SwiftUI writes the value it has: nothing moves
    #expect(events() == [])
    model[path: .level(0)] = []
    #expect(note == nil)
    #expect(router.stack.description == "level 0: #1 Notes")
  }

  @Test func theBackMenuShortensThePathByTwoAtOnce() {
    weak let note = notes.noteTapped()
    note?.historyTapped()
    _ = events()
    model[path: .level(0)] = []
    #expect(
      events() == [
        "interactive pop of #3 History began", "popped #3 History (interactive)",
        "interactive pop of #2 Note began", "popped #2 Note (interactive)",
      ])
    #expect(note == nil)
    #expect(model.screens == PlatformScreens(router.stack))
  }

  @Test func aRefusedBackIsRevertedAndRedrawn() {
    let editor = notes.editTapped()
    editor.isDirty = true
    _ = events()
    #expect(redraws({ _ = model[path: .level(0)] }, after: { model[path: .level(0)] = [] }))
    #expect(model[path: .level(0)] == [2])
    #expect(
      events() == [
        "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved changes",
        "presented #3 Dialog on level 1",
      ])
    #expect(model.screens == PlatformScreens(root: [1, 2], dialog: 3))
  }

  @Test func aPushSwiftUIMadeByItselfIsReverted() {
    // A NavigationLink(value:) appended to the path: the router made no such push.
    #expect(redraws({ _ = model[path: .level(0)] }, after: { model[path: .level(0)] = [42] }))
    #expect(model[path: .level(0)] == [])
    #expect(events() == [])
  }

  @Test func aSheetSetToNilIsASwipeDown() {
    weak let share = notes.shareTapped()
    _ = events()
    #expect(model.isSwipeDownDisabled == false)
    model[presentedAbove: 0] = nil
    #expect(events() == ["dismissed #2 Share (swipe-down)"])
    #expect(share == nil)
    model[presentedAbove: 0] = nil  // SwiftUI writes nil again as the sheet goes: nothing moves
    #expect(events() == [])
    #expect(model.screens == PlatformScreens(root: [1]))
  }

  @Test func aRefusedSwipeDownPresentsTheSheetAgain() {
    let editor = notes.editTapped(presented: true)
    editor.isDirty = true
    _ = events()
    #expect(model.isSwipeDownDisabled)
    #expect(redraws({ _ = model[presentedAbove: 0] }, after: { model[presentedAbove: 0] = nil }))
    #expect(model[presentedAbove: 0] == PresentedLevel(id: 2, level: 1))
    #expect(
      events() == [
        "#2 Editor stayed (swipe-down): unsaved changes", "presented #3 Dialog on level 2",
      ])
    #expect(model.screens == PlatformScreens(root: [1], presented: [[2]], dialog: 3))
  }
}

/// The tab selection a `TabView` binds to: another tab written selects it, the same tab
/// written again is a re-tap that pops its stack to the root, in either order SwiftUI writes
/// the selection and the tab's path.
@MainActor
@Suite struct NavigationModelTabTests {
  let router = StackRouter(isJournaling: true)
  let model: NavigationModel
  let mail: MailCoordinator

  init() {
    model = NavigationModel(router: router)
    mail = MailCoordinator(router: router)
    mail.start()
    _ = router.takeJournal()
  }

  func events() -> [String] { router.takeJournal().map(\.description) }

  @Test func anotherTabWrittenIsSelected() {
    #expect(model.selectedTab == "Inbox")
    model.selectedTab = "Archive"
    #expect(model.selectedTab == "Archive")
    #expect(
      events() == [
        "selected tab Archive (was Inbox) (not animated)",
        "pushed #2 Archive in Archive (not animated)",
      ])
    #expect(model.screens == PlatformScreens(router.stack))
  }

  @Test func theSameTabWrittenPopsItToItsRoot() {
    weak let flow = mail.noteTapped(in: "Inbox")
    _ = events()
    model.selectedTab = "Inbox"
    #expect(events() == ["popped #2 Editor in Inbox (tab re-selected)"])
    // The path SwiftUI writes after: it is what the model has, so nothing moves.
    model[path: .tab("Inbox")] = []
    #expect(events() == [])
    #expect(flow == nil)
  }

  @Test func aPathWrittenBeforeTheSelectionIsABack() {
    weak let flow = mail.noteTapped(in: "Inbox")
    _ = events()
    model[path: .tab("Inbox")] = []
    model.selectedTab = "Inbox"
    #expect(
      events() == [
        "interactive pop of #2 Editor in Inbox began", "popped #2 Editor in Inbox (interactive)",
      ])
    #expect(flow == nil)
    #expect(model.screens == PlatformScreens(router.stack))
  }

  @Test func aRefusedReTapIsRedrawn() {
    _ = mail.noteTapped(in: "Inbox", guarded: true)
    _ = events()
    #expect(redraws({ _ = model.selectedTab }, after: { model.selectedTab = "Inbox" }))
    #expect(
      events() == [
        "#2 Editor in Inbox stayed (tab re-selected): unsaved changes",
        "presented #3 Dialog on level 1",
      ])
    #expect(model[path: .tab("Inbox")] == [2])
    // The dialog is up: a tab written is refused and the selection stays.
    model.selectedTab = "Archive"
    #expect(model.selectedTab == "Inbox")
    #expect(events() == [])
  }
}
