import Coordinator
import CoordinatorBridge
import PlatformFakes
import Testing

/// Random sessions of the notes app on the fake UIKit platform: app calls, the person's moves
/// and animations ending, in random orders, on both transition styles. Once every animation
/// has ended the platform shows the router's stack, the router holds no transition and no
/// call waits: nothing drifts and nothing is stuck.
@MainActor
@Suite struct BridgeRandomSessionTests {
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

  @Test(arguments: [TransitionStyle.immediate, .manual], 0..<40)
  func theNotesApp(style: TransitionStyle, seed: Int) {
    var random = Generator(state: UInt64(seed))
    let router = StackRouter(transitionStyle: style)
    let bridge = NavigationBridge(router: router)
    let platform = FakePlatform(bridge: bridge, finishesAnimationsAtOnce: style == .immediate)
    let notes = NotesCoordinator(router: bridge)
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
      case 6:
        if let id = platform.alert, let dialog = bridge.screen(for: id) as? DialogScreen {
          _ = dialog.answer(dialog.buttons.randomElement(using: &random)!.key)
        }
      case 7: platform.top?.tapBackButton()
      case 8:
        if platform.animating.isEmpty, let top = platform.top, let first = top.ids.first {
          top.chooseInBackMenu(first)
        }
      case 9: platform.top?.beginEdgeSwipe()
      case 10: platform.top?.endEdgeSwipe(cancelled: Bool.random(using: &random))
      case 11: platform.presentations.last?.swipeDown()
      default: platform.finishAnimations()
      }
    }
    settleAndCheck(
      platform, bridge, router, "\(style) seed \(seed): \(steps.joined(separator: " "))")
  }

  @Test(arguments: [TransitionStyle.immediate, .manual], 0..<40)
  func theMailApp(style: TransitionStyle, seed: Int) {
    var random = Generator(state: UInt64(seed) &+ 1000)
    let router = StackRouter(transitionStyle: style)
    let bridge = NavigationBridge(router: router)
    let platform = FakePlatform(bridge: bridge, finishesAnimationsAtOnce: style == .immediate)
    let mail = MailCoordinator(router: router)
    mail.start()
    var editors: [EditorFlow] = []
    var steps: [String] = []
    for _ in 0..<60 {
      let move = Int.random(in: 0..<12, using: &random)
      let tab = ["Inbox", "Archive"].randomElement(using: &random)!
      steps.append("\(move)\(tab.prefix(1))")
      switch move {
      case 0:
        let guarded = Bool.random(using: &random)
        _ = mail.noteTapped(in: tab, guarded: guarded).map { editors.append($0) }
      case 1: editors.last?.isDirty.toggle()
      case 2:
        if let id = platform.alert, let dialog = bridge.screen(for: id) as? DialogScreen {
          _ = dialog.answer(dialog.buttons.randomElement(using: &random)!.key)
        }
      case 3: platform.top?.tapBackButton()
      case 4:
        if platform.animating.isEmpty, let top = platform.top, let first = top.ids.first {
          top.chooseInBackMenu(first)
        }
      case 5: platform.top?.beginEdgeSwipe()
      case 6: platform.top?.endEdgeSwipe(cancelled: Bool.random(using: &random))
      case 7, 8: platform.tabBar?.tap(tab)
      case 9: editors.popLast()?.finish()
      default: platform.finishAnimations()
      }
    }
    settleAndCheck(
      platform, bridge, router, "\(style) seed \(seed): \(steps.joined(separator: " "))")
  }

  /// Cancels any swipe and ends every animation, then checks that the platform and the bridge
  /// show the router's stack and that nothing is held, queued or unfinished.
  private func settleAndCheck(
    _ platform: FakePlatform, _ bridge: NavigationBridge, _ router: StackRouter,
    _ label: String
  ) {
    for _ in 0..<20 {
      platform.top?.endEdgeSwipe(cancelled: true)
      platform.finishAnimations()
    }
    #expect(platform.screens == PlatformScreens(router.stack), "\(label)")
    #expect(bridge.shown == PlatformScreens(router.stack), "\(label)")
    #expect(router.isTransitionInFlight == false, "\(label)")
    #expect(router.queuedCallCount == 0, "\(label)")
    #expect(bridge.unfinishedCommandCount == 0, "\(label)")
    #expect(platform.top?.barItemCount == platform.top?.ids.count, "\(label)")
  }
}

/// Random sessions of SwiftUI's writes on a ``NavigationModel``: a shorter path on any stack,
/// a sheet's item set to `nil` at any level, any tab selected, the alert's flag written, mixed
/// with the app's calls. After every write the model shows exactly the router's stack, a
/// refused write reverted, and nothing stays held or queued.
@MainActor
@Suite struct ModelRandomSessionTests {
  @Test(arguments: [TransitionStyle.immediate, .manual], 0..<40)
  func theMailAppOnAModel(style: TransitionStyle, seed: Int) {
    var random = BridgeRandomSessionTests.Generator(state: UInt64(seed) &+ 7000)
    let router = StackRouter(transitionStyle: style)
    let model = NavigationModel(router: router)
    let mail = MailCoordinator(router: router)
    mail.start()
    var editors: [EditorFlow] = []
    for step in 0..<80 {
      let tab = ["Inbox", "Archive"].randomElement(using: &random)!
      let places = [PlatformPlace.tab(tab), .level(1), .level(2)]
      let place = places.randomElement(using: &random)!
      switch Int.random(in: 0..<9, using: &random) {
      case 0:
        let guarded = Bool.random(using: &random)
        _ = mail.noteTapped(in: tab, guarded: guarded).map { editors.append($0) }
      case 1: editors.last?.isDirty.toggle()
      case 2:
        if let dialog = model.dialog {
          _ = dialog.answer(dialog.buttons.randomElement(using: &random)!.key)
        }
      case 3:
        let path = model[path: place]
        model[path: place] = Array(path.prefix(Int.random(in: 0...path.count, using: &random)))
      case 4: model[presentedAbove: Int.random(in: 0...2, using: &random)] = nil
      case 5: model.selectedTab = tab
      case 6: model[dialogAbove: Int.random(in: 0...2, using: &random)] = false
      case 7: editors.popLast()?.finish()
      default: model[path: place] = model[path: place] + [99]  // a push SwiftUI made itself
      }
      #expect(model.screens == PlatformScreens(router.stack), "\(style) seed \(seed) step \(step)")
      #expect(router.isTransitionInFlight == false, "\(style) seed \(seed) step \(step)")
      #expect(router.queuedCallCount == 0, "\(style) seed \(seed) step \(step)")
    }
  }

  @Test(arguments: [TransitionStyle.immediate, .manual], 0..<40)
  func theNotesAppOnAModel(style: TransitionStyle, seed: Int) {
    var random = BridgeRandomSessionTests.Generator(state: UInt64(seed) &+ 9000)
    let router = StackRouter(transitionStyle: style)
    let model = NavigationModel(router: router)
    let notes = NotesCoordinator(router: model.bridge)
    notes.start()
    var editors: [EditorFlow] = []
    var shares: [ShareFlow] = []
    for step in 0..<80 {
      let place = PlatformPlace.level(Int.random(in: 0...2, using: &random))
      switch Int.random(in: 0..<10, using: &random) {
      case 0: notes.noteTapped().historyTapped()
      case 1: shares.append(notes.shareTapped())
      case 2: editors.append(notes.editTapped(presented: Bool.random(using: &random)))
      case 3: editors.last?.isDirty.toggle()
      case 4:
        if let dialog = model.dialog {
          _ = dialog.answer(dialog.buttons.randomElement(using: &random)!.key)
        }
      case 5:
        let path = model[path: place]
        model[path: place] = Array(path.prefix(Int.random(in: 0...path.count, using: &random)))
      case 6: model[presentedAbove: Int.random(in: 0...2, using: &random)] = nil
      case 7: shares.popLast()?.sendTapped()
      case 8: model[dialogAbove: Int.random(in: 0...2, using: &random)] = false
      default: model[path: place] = model[path: place] + [99]
      }
      #expect(model.screens == PlatformScreens(router.stack), "\(style) seed \(seed) step \(step)")
      #expect(router.isTransitionInFlight == false, "\(style) seed \(seed) step \(step)")
      #expect(router.queuedCallCount == 0, "\(style) seed \(seed) step \(step)")
    }
  }
}
