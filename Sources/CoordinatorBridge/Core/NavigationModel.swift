public import Coordinator
public import Observation

/// What a SwiftUI view binds to: each stack's `NavigationStack` path, each level's sheet item,
/// the tab selection and the dialog, kept by a ``NavigationBridge``.
///
/// Reading is observed, so views redraw when the router moves. A binding that SwiftUI writes
/// is what the person did — a shorter path (the back button, its menu, the edge swipe), a
/// sheet item set to `nil` (a swipe-down), a tab selected, the selected one included (a
/// re-tap) — and becomes the bridge's report of it. When the router refuses it (a guard, a
/// dialog up, a push SwiftUI made by itself), the value goes back to the router's, and views
/// redraw with it. A SwiftUI view binds `$model[path: .level(0)]` to a `NavigationStack`'s
/// path and `$model[presentedAbove: 0]` to a `.sheet(item:)`, as `FlowLevelView` does.
@MainActor
@Observable
public final class NavigationModel {
  /// The bridge that reports the writes; its ``NavigationBridge/router`` is the app's router.
  @ObservationIgnored public let bridge: NavigationBridge
  /// What the views show: the router's stack, as ids.
  public private(set) var screens = PlatformScreens()
  /// Bumped at every write, so that a view that read the written value reads again
  /// even though the router's value has not changed.
  private var writes = 0

  /// A model of `router`'s stack; give the app's coordinators ``bridge`` (or `router`).
  ///
  /// SwiftUI animates from state and reports no end of a transition, so every change counts
  /// as shown at once; a `TransitionStyle/manual` router completes each transition as soon
  /// as the model has it.
  public init(router: StackRouter) {
    bridge = NavigationBridge(router: router)
    bridge.display { [weak self] _ in
      guard let self else { return }
      screens = bridge.shown
      bridge.commandDidFinish()
    }
    screens = bridge.shown
  }

  /// The path of the `NavigationStack` at `place`: the ids above its root. A shorter one
  /// written is the person going back.
  public subscript(path place: PlatformPlace) -> [RouterEntry.ID] {
    get {
      _ = writes
      return Array(screens[place].dropFirst())
    }
    set {
      let root = screens[place].prefix(1)
      write { () throws(RouterError) in try bridge.didShow(root + newValue, in: place) }
    }
  }

  /// The root screen's entry id of the stack at `place`, if any.
  public func root(of place: PlatformPlace) -> RouterEntry.ID? { screens[place].first }

  /// The level presented over `level`, as a sheet's or cover's item; `nil` written is a
  /// swipe-down.
  public subscript(presentedAbove level: Int) -> PresentedLevel? {
    get {
      _ = writes
      let above = level + 1
      guard let root = screens[.level(above)].first else { return nil }
      return PresentedLevel(id: root, level: above)
    }
    set {
      guard newValue == nil, screens.presented.count > level else { return write {} }
      write { () throws(RouterError) in try bridge.didDismiss(level: level + 1) }
    }
  }

  /// The selected tab for `TabView(selection:)`; written, the same tab included, it is a tap
  /// on the tab bar.
  public var selectedTab: String {
    get {
      _ = writes
      return screens.selectedTab ?? ""
    }
    set {
      write { () throws(RouterError) in try bridge.didTapTab(newValue) }
    }
  }

  /// Whether the dialog is up over `level`, the top one, for an `alert(isPresented:)` there.
  /// SwiftUI writes `false` once a button answered it, which the answer has done already.
  public subscript(dialogAbove level: Int) -> Bool {
    get {
      _ = writes
      return screens.dialog != nil && screens.presented.count == level
    }
    set { write {} }
  }

  /// The dialog shown, whose `DialogScreen/answer(_:)` its buttons call.
  public var dialog: DialogScreen? {
    screens.dialog.flatMap { bridge.screen(for: $0) as? DialogScreen }
  }

  /// The dialog shown, as the platform shows it: an alert or a confirmation dialog, with
  /// its title, message and buttons, each with its role.
  public var platformDialog: PlatformDialog? {
    guard let id = screens.dialog, let screen = bridge.screen(for: id) as? DialogScreen else {
      return nil
    }
    return PlatformDialog(id: id, content: screen.content)
  }

  /// Answers the dialog `id` with the button `key`, as its button's action does; `false`,
  /// answering nothing, when `id` is no longer the dialog shown (a tap that arrives late must
  /// not answer the dialog shown after it) or `key` is none of its buttons'.
  @discardableResult
  public func answerDialog(_ id: RouterEntry.ID, with key: String) -> Bool {
    guard screens.dialog == id, let dialog else { return false }
    return dialog.answer(key)
  }

  /// Whether the dialog is up over `level` as an alert; `false` while it is a confirmation
  /// dialog, for `alert(_:isPresented:presenting:actions:message:)` there.
  public subscript(alertAbove level: Int) -> Bool {
    get { self[dialogAbove: level] && platformDialog?.isActionSheet == false }
    set { self[dialogAbove: level] = newValue }
  }

  /// Whether the dialog is up over `level` as a confirmation dialog, for
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` there.
  public subscript(confirmationDialogAbove level: Int) -> Bool {
    get { self[dialogAbove: level] && platformDialog?.isActionSheet == true }
    set { self[dialogAbove: level] = newValue }
  }

  /// Whether the dialog `id` is up over `level` as a confirmation dialog, for
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` there,
  /// with `id` the dialog the view showed.
  ///
  /// SwiftUI writes `false` when a button's action answers the dialog, and also when the
  /// person closes it without a button (a tap outside it). The order of the write and a
  /// button's action is not promised, so the dialog `id` is answered with its cancel button's
  /// key on the main actor's next turn, and only if it is still up then: a button's own answer,
  /// made before or after the write, wins, and nothing answers the dialog shown after it. One
  /// without a cancel button waits for an answer and is shown again.
  public subscript(confirmationDialogAbove level: Int, showing id: RouterEntry.ID?) -> Bool {
    get { self[confirmationDialogAbove: level] }
    set {
      if !newValue, let id, let cancel = platformDialog?.cancelKey {
        Task { @MainActor [weak self] in self?.answerDialog(id, with: cancel) }
      }
      self[confirmationDialogAbove: level] = newValue
    }
  }

  /// Whether the guards would refuse a swipe-down now: for `interactiveDismissDisabled(_:)`.
  public var isSwipeDownDisabled: Bool { !bridge.wouldAllow(.swipeDown) }

  /// Reports a binding's write and takes the router's values, whatever it made of it.
  private func write(_ report: () throws(RouterError) -> Void) {
    try? report()
    screens = bridge.shown
    writes += 1
  }
}
