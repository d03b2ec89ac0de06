import Coordinator
import PlatformLayers
import Testing
import UIKit

extension HostSuites {
  /// The bridge's random sessions of the notes and mail apps, run through the real
  /// `NavigationHost` on the stand-in controllers: app calls, the person's moves and, with
  /// ``TransitionStyle/manual`` transitions, UIKit's animations ending, in random orders.
  /// Whenever no edge swipe is under way, no animation runs and the main queue has run, the
  /// window shows what the router has, with no transition held and no call waiting. Once
  /// every animation has ended, also nothing is unfinished and every navigation bar has one
  /// item per screen: nothing drifts and nothing is stuck.
  @MainActor
  @Suite struct HostRandomSessionTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The navigation controller whose edge swipe is under way.
    final class Swipe {
      var stack: UINavigationController?
    }
    let swipe = Swipe()
    var swiping: UINavigationController? {
      get { swipe.stack }
      nonmutating set { swipe.stack = newValue }
    }

    /// The person's moves shared by both apps, `move` 0 to 5, and the animations' ends, 6 and
    /// 7. While a finger drags the edge swipe, the person only lets go (the app's calls still
    /// come, and the animations still end).
    func personMoves(_ move: Int, using random: inout SeededGenerator) {
      guard swiping == nil || move >= 4 else { return }
      switch move {
      case 0: window.alert.map { $0.tap($0.actions.randomElement(using: &random)!) }
      case 1: window.top?.tapBackButton()
      case 2:
        // The menu is the back button's, which UIKit shows only between animations.
        guard StandInAnimations.pendingCount == 0, let stack = window.top else { return }
        _ = stack.viewControllers.first.map(stack.chooseInBackMenu)
      case 3:
        if window.top?.beginEdgeSwipe() == true {
          swiping = window.top
        }
      case 4:
        swiping?.endEdgeSwipe(cancelled: Bool.random(using: &random))
        swiping = nil
      case 5: if swiping == nil { window.top?.presentationController?.swipeDown() }
      default: StandInAnimations.finishAnimations()
      }
    }

    /// After a step: once the main queue has run and no animation runs, the window shows the
    /// router's stack, all of it done. (While one runs, UIKit may show what it tells the
    /// bridge of only at its end, in `didShow`.)
    func step(_ host: NavigationHost, _ steps: [String], _ router: StackRouter) async {
      guard swiping == nil else { return }
      await mainQueueRuns()
      if StandInAnimations.pendingCount == 0 {
        check(host, steps, router)
      }
    }

    /// Ends the edge swipe under way, if any, and every animation, lets the main queue run,
    /// and checks.
    func settle(
      _ host: NavigationHost, _ steps: [String], _ router: StackRouter,
      _ animations: HeldAnimations?
    ) async {
      for _ in 0..<20 {
        swiping?.endEdgeSwipe(cancelled: true)
        swiping = nil
        animations?.finishAll()
        await mainQueueRuns()
      }
      check(host, steps, router)
      let session = "\(router.transitionStyle) \(steps.joined(separator: " "))"
      #expect(host.bridge.unfinishedCommandCount == 0, "\(session)")
      #expect(StandInAnimations.pendingCount == 0, "\(session)")
      for stack in stacks() {
        #expect(stack.navigationBar.items?.count == stack.viewControllers.count, "\(session)")
      }
    }

    func check(_ host: NavigationHost, _ steps: [String], _ router: StackRouter) {
      let session = "\(router.transitionStyle) \(steps.joined(separator: " "))"
      #expect(Shown(window) == Shown(host.bridge), "\(session)")
      #expect(host.bridge.shown == PlatformScreens(router.stack), "\(session)")
      #expect(!router.isTransitionInFlight, "\(session)")
      #expect(router.queuedCallCount == 0, "\(session)")
    }

    /// Every navigation controller the window shows: the root's or the tabs', and the
    /// presented ones.
    func stacks() -> [UINavigationController] {
      var stacks = window.tabBar?.viewControllers ?? window.rootViewController.map { [$0] } ?? []
      var presenter = window.rootViewController
      while let presented = presenter?.presentedViewController {
        stacks.append(presented)
        presenter = presented
      }
      return stacks.compactMap { $0 as? UINavigationController }
    }

    @Test(arguments: [TransitionStyle.immediate, .manual], 0..<40)
    func theNotesApp(style: TransitionStyle, seed: Int) async {
      var random = SeededGenerator(state: UInt64(seed))
      let animations = style == .manual ? HeldAnimations() : nil
      let router = StackRouter(transitionStyle: style)
      let host = NavigationHost(window: window, router: router)
      let notes = NotesCoordinator(router: host.bridge)
      notes.start()
      var notesShown: [NoteFlow] = []
      var editors: [EditorFlow] = []
      var shares: [ShareFlow] = []
      var steps: [String] = []
      for _ in 0..<60 {
        let move = Int.random(in: 0..<14, using: &random)
        steps.append("\(move)")
        switch move {
        case 0: notesShown.append(notes.noteTapped())
        case 1: notesShown.last?.historyTapped()
        case 2: shares.append(notes.shareTapped())
        case 3: shares.popLast()?.sendTapped()
        case 4: editors.append(notes.editTapped(presented: Bool.random(using: &random)))
        case 5: editors.last?.isDirty.toggle()
        default: personMoves(move - 6, using: &random)
        }
        await step(host, steps, router)
      }
      await settle(host, steps, router, animations)
    }

    @Test(arguments: [TransitionStyle.immediate, .manual], 0..<40)
    func theMailApp(style: TransitionStyle, seed: Int) async {
      var random = SeededGenerator(state: UInt64(seed) &+ 1000)
      let animations = style == .manual ? HeldAnimations() : nil
      let router = StackRouter(transitionStyle: style)
      let host = NavigationHost(window: window, router: router)
      let mail = MailCoordinator(router: router)
      mail.start()
      var editors: [EditorFlow] = []
      var steps: [String] = []
      for _ in 0..<60 {
        let move = Int.random(in: 0..<12, using: &random)
        let tab = Int.random(in: 0..<2, using: &random)
        steps.append("\(move)\(tab)")
        switch move {
        case 0:
          let name = ["Inbox", "Archive"][tab]
          _ = mail.noteTapped(in: name, guarded: Bool.random(using: &random)).map {
            editors.append($0)
          }
        case 1: editors.last?.isDirty.toggle()
        case 2 where swiping == nil: _ = window.tab(tab).map { window.tabBar?.tap($0) }
        case 2: break
        case 3: editors.popLast()?.finish()
        default: personMoves(move - 4, using: &random)
        }
        await step(host, steps, router)
      }
      await settle(host, steps, router, animations)
    }
  }
}
