import Coordinator
import PlatformLayers
import Testing
import UIKit

/// The bridge's random sessions of the notes and mail apps, run through the real
/// `NavigationHost` on the stand-in controllers: app calls and the person's moves in random
/// orders. Whenever no edge swipe is under way and the main queue has run, the window shows
/// what the router has, no transition is held and no call waits.
@MainActor
@Suite struct HostRandomSessionTests {
  /// A small deterministic generator, so that a failing seed can be run again.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  /// The navigation controller the person acts on: the top presented one, or else the
  /// selected tab's or the root one.
  var top: UINavigationController? {
    var controller = window.rootViewController
    while let presented = controller?.presentedViewController, !(presented is UIAlertController) {
      controller = presented
    }
    return ((controller as? UITabBarController)?.selectedViewController ?? controller)
      as? UINavigationController
  }

  var alert: UIAlertController? {
    var controller = window.rootViewController
    while let presented = controller?.presentedViewController {
      controller = presented
    }
    return controller as? UIAlertController
  }

  /// Lets the main queue run what was sent to it, as UIKit's run loop does between events.
  func mainQueueRuns() async {
    await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
  }

  /// The navigation controller whose edge swipe is under way.
  final class Swipe {
    var stack: UINavigationController?
  }
  let swipe = Swipe()
  var swiping: UINavigationController? {
    get { swipe.stack }
    nonmutating set { swipe.stack = newValue }
  }

  /// The person's moves shared by both apps, `move` 0 to 5. While a finger drags the edge
  /// swipe, the person only lets go (the app's calls still come).
  func personMoves(_ move: Int, using random: inout Generator) {
    guard swiping == nil || move == 4 else { return }
    switch move {
    case 0: alert.map { $0.tap($0.actions.randomElement(using: &random)!) }
    case 1: top?.tapBackButton()
    case 2:
      _ = top.flatMap { stack in stack.viewControllers.first.map(stack.chooseInBackMenu) }
    case 3:
      if swiping == nil, top?.beginEdgeSwipe() == true {
        swiping = top
      }
    case 4:
      swiping?.endEdgeSwipe(cancelled: Bool.random(using: &random))
      swiping = nil
    default: top?.presentationController?.swipeDown()
    }
  }

  /// Ends the edge swipe under way, if any, and checks once the main queue has run.
  func settle(_ host: NavigationHost, _ steps: [String], _ router: StackRouter) async {
    swiping?.endEdgeSwipe(cancelled: true)
    swiping = nil
    await mainQueueRuns()
    check(host, steps, router)
  }

  func check(_ host: NavigationHost, _ steps: [String], _ router: StackRouter) {
    let session = steps.joined(separator: " ")
    #expect(Shown(window) == Shown(host.bridge), "\(session)")
    #expect(host.bridge.shown == PlatformScreens(router.stack), "\(session)")
    #expect(!router.isTransitionInFlight, "\(session)")
    #expect(router.queuedCallCount == 0, "\(session)")
  }

  @Test(arguments: 0..<30)
  func theNotesApp(seed: Int) async {
    var random = Generator(state: UInt64(seed))
    let router = StackRouter(transitionStyle: .immediate)
    let host = NavigationHost(window: window, router: router)
    let notes = NotesCoordinator(router: host.bridge)
    notes.start()
    var notesShown: [NoteFlow] = []
    var editors: [EditorFlow] = []
    var shares: [ShareFlow] = []
    var steps: [String] = []
    for _ in 0..<60 {
      let move = Int.random(in: 0..<12, using: &random)
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
      if swiping == nil {
        await mainQueueRuns()
        check(host, steps, router)
      }
    }
    await settle(host, steps, router)
  }

  @Test(arguments: 0..<30)
  func theMailApp(seed: Int) async {
    var random = Generator(state: UInt64(seed) &+ 1000)
    let router = StackRouter(transitionStyle: .immediate)
    let host = NavigationHost(window: window, router: router)
    let mail = MailCoordinator(router: router)
    mail.start()
    var editors: [EditorFlow] = []
    var steps: [String] = []
    for _ in 0..<60 {
      let move = Int.random(in: 0..<10, using: &random)
      let tab = Int.random(in: 0..<2, using: &random)
      steps.append("\(move)\(tab)")
      switch move {
      case 0:
        let name = ["Inbox", "Archive"][tab]
        _ = mail.noteTapped(in: name, guarded: Bool.random(using: &random)).map {
          editors.append($0)
        }
      case 1: editors.popLast()?.isDirty = false
      case 2 where swiping == nil:
        let tabBar = window.rootViewController as? UITabBarController
        _ = tabBar?.viewControllers.map { tabBar?.tap($0[tab]) }
      case 2: break
      case 3: editors.last.map { $0.finish() }
      default: personMoves(move - 4, using: &random)
      }
      if swiping == nil {
        await mainQueueRuns()
        check(host, steps, router)
      }
    }
    await settle(host, steps, router)
  }
}
