import Coordinator
import CoordinatorBridge
import Testing

/// Random sessions of SwiftUI's writes on a ``NavigationModel``: a shorter path on any stack,
/// a sheet's item set to `nil` at any level, any tab selected, the alert's flag written, mixed
/// with the app's calls. After every write the model shows exactly the router's stack, a
/// refused write reverted, and nothing stays held or queued.
@MainActor
@Suite struct ModelRandomSessionTests {
  @Test(arguments: [TransitionStyle.immediate, .manual], 0..<40)
  func theMailAppOnAModel(style: TransitionStyle, seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &+ 7000)
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
    var random = SeededGenerator(state: UInt64(seed) &+ 9000)
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
