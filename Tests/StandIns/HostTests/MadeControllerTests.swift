import Coordinator
import Testing
import UIKit

@testable import PlatformLayers

/// A screen that is not a view controller, as a view model is.
final class NoteModel: Presentable {
  let screenName: String
  init(_ name: String) { screenName = name }
}

/// The view controller an app makes to show a ``NoteModel``.
final class NoteModelController: UIViewController {
  let model: NoteModel

  init(_ model: NoteModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }
}

extension HostSuites {
  /// A host whose screens are view models: it shows each with the controller the app's closure
  /// makes, once per entry, maps the person's moves back to the entries, and lets go of a
  /// controller when its entry leaves the router.
  @MainActor
  @Suite struct MadeControllerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let app = Asker()
    /// The screens the closure was asked for, in order.
    let made = Made()

    final class Made {
      var names: [String] = []
    }

    init() { app.start() }

    func makeHost() -> NavigationHost {
      let made = made
      return NavigationHost(window: window, router: StackRouter(transitionStyle: .immediate)) {
        screen in
        made.names.append(screen.screenName)
        return NoteModelController(screen as! NoteModel)
      }
    }

    /// The models the window's root stack shows, by name.
    var rootModels: [String] {
      ((window.rootViewController as? UINavigationController)?.viewControllers ?? [])
        .map { ($0 as? NoteModelController)?.model.screenName ?? "?" }
    }

    func mainQueueRuns() async {
      await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    }

    @Test func eachEntryIsShownByOneControllerMadeForIt() {
      let host = makeHost()
      host.bridge.setRoot(NoteModel("Notes"), owner: app)
      host.bridge.push(NoteModel("Note"), owner: app)
      host.bridge.push(NoteModel("History"), owner: app)
      #expect(rootModels == ["Notes", "Note", "History"])
      // Each controller was made once, though the stack was set three times.
      #expect(made.names == ["Notes", "Note", "History"])
      #expect(host.views.made.count == 3)
    }

    @Test func theBackButtonOnAMadeControllerPopsItsEntryAndLetsItGo() async {
      let host = makeHost()
      host.bridge.setRoot(NoteModel("Notes"), owner: app)
      host.bridge.push(NoteModel("Note"), owner: app)
      let stack = window.rootViewController as? UINavigationController
      weak let note = stack?.viewControllers.last
      weak let model = (note as? NoteModelController)?.model
      #expect(stack?.tapBackButton() == false)
      await mainQueueRuns()
      #expect(rootModels == ["Notes"])
      #expect(host.bridge.stack.description == "level 0: #1 Notes")
      #expect(host.views.made.count == 1)
      #expect(note == nil)
      #expect(model == nil)
    }

    @Test func anEntryPoppedByTheAppTakesItsControllerWith() throws {
      let host = makeHost()
      host.bridge.setRoot(NoteModel("Notes"), owner: app)
      host.bridge.present(NoteModel("Share"), owner: app)
      weak let share = window.rootViewController?.presentedViewController
        .flatMap { ($0 as? UINavigationController)?.viewControllers.first }
      #expect((share as? NoteModelController)?.model.screenName == "Share")
      try host.bridge.dismiss(animated: true)
      #expect(host.views.made.count == 1)
      #expect(share == nil)
      #expect(made.names == ["Notes", "Share"])
    }

    @Test func aHostWithoutTheClosureShowsNoControllerForAModel() {
      let host = NavigationHost(window: window, router: StackRouter(transitionStyle: .immediate))
      host.bridge.setRoot(NoteModel("Notes"), owner: app)
      #expect(rootModels == [])
      #expect(host.views.made.isEmpty)
    }
  }
}
