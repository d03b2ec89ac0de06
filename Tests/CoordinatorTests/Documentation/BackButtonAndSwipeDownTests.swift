import Coordinator
import Testing

// The listings of the DocC article "The Platform's Back Button and Swipe-Down"
// (Coordinator.docc/BackButtonAndSwipeDown.md). `ArticleListingTests` checks that they still
// match.

final class PhotoScreen: Presentable {
  let screenName: String
  init(_ name: String) { screenName = name }
}

/// A modal editor: Done, or the platform's swipe-down, ends it.
final class EditorFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.present(PhotoScreen("Editor"), owner: self) { [weak self] in self?.finish() }
  }

  func doneButtonTapped() { finish() }
}

/// An album, from which a photo is pushed and the editor presented.
final class AlbumFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    // The first screen: however it leaves, the flow is over.
    router.push(PhotoScreen("Album"), owner: self) { [weak self] in self?.finish() }
  }

  func photoTapped() {
    // A later screen: leaving it only goes back to the album.
    router.push(PhotoScreen("Photo"), owner: self)
  }

  func editButtonTapped() {
    let editor = EditorFlow(router: router)
    addDependency(editor)
    editor.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)
      self?.removeDependency(flow)
    }
    editor.start()
  }
}

final class PhotosCoordinator: BaseCoordinator {
  let router = StackRouter(isJournaling: true)

  override func start() {
    super.start()
    router.setRoot(PhotoScreen("Albums"), owner: self)
  }

  func albumTapped() {
    let album = AlbumFlow(router: router)
    addDependency(album)
    album.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)  // does nothing when the platform already popped
      self?.removeDependency(flow)
    }
    album.start()
  }
}

@MainActor
@Suite struct BackButtonAndSwipeDownTests {
  let photos = PhotosCoordinator()
  let router: StackRouter

  init() {
    router = photos.router
    photos.start()
    photos.albumTapped()
    _ = router.takeJournal()
  }

  var tree: String { CoordinatorTree(photos, router: router).render(.text) }

  @Test func theBackButtonOnTheFirstScreenEndsTheFlow() throws {
    weak let album = photos.childCoordinators.first
    try router.goBack()
    #expect(album == nil)
    #expect(
      tree == """
        PhotosCoordinator [#1 Albums]
        """)
    // The platform popped the album; the flow's completion found nothing left to pop.
    #expect(router.stack.description == "level 0: #1 Albums")
    #expect(
      router.takeJournal().map(\.description) == [
        "interactive pop of #2 Album began",
        "popped #2 Album (interactive)",
      ])
  }

  @Test func aBackSwipeFinishesOrIsCancelled() throws {
    let album = try #require(photos.childCoordinators.first as? AlbumFlow)
    album.photoTapped()

    // The person drags the photo halfway, then lets go: it springs back.
    try router.beginInteractivePop()
    #expect(router.isTransitionInFlight)
    try router.cancelInteractivePop()
    #expect(
      tree == """
        PhotosCoordinator [#1 Albums]
        └── AlbumFlow [#2 Album, #3 Photo]
        """)

    // Again, all the way: the photo leaves, the album flow goes on.
    try router.beginInteractivePop()
    try router.finishInteractivePop()
    #expect(
      tree == """
        PhotosCoordinator [#1 Albums]
        └── AlbumFlow [#2 Album]
        """)
    #expect(album.lifecycle == .running)
    #expect(
      router.takeJournal().map(\.description) == [
        "pushed #3 Photo",
        "interactive pop of #3 Photo began",
        "interactive pop of #3 Photo cancelled",
        "interactive pop of #3 Photo began",
        "popped #3 Photo (interactive)",
      ])
  }

  @Test func aCallDuringASwipeWaitsForIt() throws {
    let album = try #require(photos.childCoordinators.first as? AlbumFlow)
    album.photoTapped()
    try router.beginInteractivePop()
    album.editButtonTapped()  // say, a notification arrives mid-swipe
    #expect(router.queuedCallCount == 1)
    #expect(router.stack.description == "level 0: #1 Albums, #2 Album, #3 Photo")

    try router.finishInteractivePop()
    #expect(router.stack.description == "level 0: #1 Albums, #2 Album\nlevel 1: #4 Editor")
  }

  @Test func aSwipeDownEndsAModalFlow() throws {
    let album = try #require(photos.childCoordinators.first as? AlbumFlow)
    album.editButtonTapped()
    weak let editor = album.childCoordinators.first
    #expect(
      tree == """
        PhotosCoordinator [#1 Albums]
        └── AlbumFlow [#2 Album]
            └── EditorFlow [#3 Editor]
        """)

    try router.swipeToDismiss()
    #expect(editor == nil)
    #expect(
      tree == """
        PhotosCoordinator [#1 Albums]
        └── AlbumFlow [#2 Album]
        """)
    #expect(
      router.takeJournal().map(\.description) == [
        "presented #3 Editor on level 1",
        "dismissed #3 Editor (swipe-down)",
      ])
  }

  @Test func onPopRunsOnceHoweverTheScreenLeaves() throws {
    let router = StackRouter(isJournaling: true)
    router.setRoot(PhotoScreen("Albums"))
    var left: [String] = []
    for name in ["Album", "Photo", "Details"] {
      router.push(PhotoScreen(name), owner: nil, animated: true) { left.append(name) }
    }
    try router.goBack()  // the platform takes Details
    router.popToRoot()  // code takes Photo and Album, newest first
    router.popToRoot()  // nothing is left to take
    #expect(left == ["Details", "Photo", "Album"])
  }

  @Test func thePlatformsMovesFailWhenTheyCannotHappen() throws {
    let router = StackRouter(isJournaling: true)
    router.setRoot(PhotoScreen("Albums"))
    #expect(throws: RouterError.nothingToPop) { try router.goBack() }
    #expect(throws: RouterError.nothingPresented) { try router.swipeToDismiss() }
    #expect(throws: RouterError.noInteractivePop) { try router.finishInteractivePop() }

    router.push(PhotoScreen("Album"))
    try router.beginInteractivePop()
    #expect(throws: RouterError.transitionInFlight) { try router.beginInteractivePop() }
    try router.cancelInteractivePop()
    #expect(router.stack.description == "level 0: #1 Albums, #2 Album")
  }
}
