/// One screen on a ``StackRouter``: its entry id, the screen, its owner and its `onPop`.
struct ScreenRecord {
  let id: RouterEntry.ID
  let screen: any Presentable
  /// The coordinator given as the owner at push time, if one was.
  let ownership: ScreenOwnership?
  let onPop: (@MainActor () -> Void)?

  /// The owner while it is alive.
  var owner: (any FlowCoordinator)? { ownership?.owner }
}

/// A screen's owner, held weakly, with its name as it was when the screen was shown.
///
/// A class of its own, so that a record holds no weak reference: one makes every copy and
/// move of a record a call into the runtime, a cost that all screens would pay. The screens
/// an owner shows under one name share one (``OwnerTallies/ownership(of:)``).
final class ScreenOwnership {
  /// The owner's screens on the router.
  let screens: OwnerScreens
  let name: String

  /// The owner while it is alive.
  var owner: (any FlowCoordinator)? { screens.owner }

  /// Set when the owner's flow has ended and the pop that takes its screens off waits
  /// behind a transition in flight.
  var isLeaving: Bool {
    get { screens.isLeaving }
    set { screens.isLeaving = newValue }
  }

  init(_ screens: OwnerScreens, name: String) {
    self.screens = screens
    self.name = name
  }

  /// An ownership with a tally of its own, not the owner's: a tab set's.
  @MainActor convenience init(_ owner: any FlowCoordinator) {
    self.init(OwnerScreens(owner, serial: 0), name: owner.name)
  }
}

/// One owner's screens on one router: how many there are, on every level and tab, and how many
/// of them on the presented levels and on each tab, so that ending a flow finds its lowest
/// screen on each by walking down from the top, and stops there, rather than reading the whole
/// stack, and reads nothing of a tab or of the presented levels where it has no screen.
final class OwnerScreens {
  /// How many of an owner's screens there are in all, on the presented levels and on its home
  /// tab: plain integers, so that a change of them is one access with no reference counting.
  struct Counts {
    /// On every level and tab.
    var all = 0
    /// On the presented levels, which cover every tab.
    var presented = 0
    /// The index of the first tab the owner showed a screen on, its home tab; -1 before.
    var homeTab = -1
    /// On the home tab's stack.
    var onHomeTab = 0

    /// Counts `delta` screens in, or out of, `region`; returns `false`, counting them only in
    /// ``all``, for a tab other than the home tab, whose count the caller keeps.
    @inline(__always)
    mutating func add(_ delta: Int, in region: NavigationState.Region) -> Bool {
      all += delta
      switch region {
      case .root:
        return true
      case .presented:
        presented += delta
        return true
      case .tab(let tab):
        if homeTab < 0 {
          homeTab = tab
        }
        guard tab == homeTab else { return false }
        onHomeTab += delta
        return true
      }
    }
  }

  /// The owner while it is alive: weakly, as a screen does not keep its owner alive.
  weak var owner: (any FlowCoordinator)?
  /// The ``OwnerTallies/serial`` of the router's state this tally counts screens of; 0 for a
  /// tab set's, which is not one.
  let serial: Int
  /// The owner's screens on the router, kept by ``NavigationState``. A tab's stack is its own
  /// whether it is selected or parked, so that selecting a tab changes no count.
  private(set) var counts = Counts()
  /// The owner's screens on each tab's stack but its home tab, by the tab's index; empty until
  /// it shows a screen on a second tab.
  private var onOtherTabs: [Int: Int] = [:]
  /// Set when the owner's flow has ended and the pop that takes its screens off waits behind
  /// a transition in flight; cleared when that pop has run.
  var isLeaving = false
  /// The number of the `popFlow` that last counted the owner in its flow: a record whose
  /// owner's mark is that pop's is one of the flow's, without a search.
  var mark = 0

  init(_ owner: any FlowCoordinator, serial: Int) {
    self.owner = owner
    self.serial = serial
  }

  /// The number of the owner's screens on the router, on every level and tab.
  var count: Int { counts.all }

  /// The number of the owner's screens on the presented levels.
  var presentedCount: Int { counts.presented }

  /// The number of the owner's screens on the stack of the tab at index `tab`.
  func count(onTab tab: Int) -> Int {
    if tab == counts.homeTab {
      return counts.onHomeTab
    }
    return onOtherTabs[tab] ?? 0
  }

  /// Calls `body` with each tab where the owner has screens, and their number, the home tab
  /// first: the tabs a flow's end visits, however many tabs there are.
  func forEachTab(_ body: (_ tab: Int, _ count: Int) -> Void) {
    if counts.onHomeTab > 0 {
      body(counts.homeTab, counts.onHomeTab)
    }
    for (tab, count) in onOtherTabs where count > 0 {
      body(tab, count)
    }
  }

  /// Counts `delta` screens in, or out of, the owner's screens in `region`.
  @inline(__always)
  func count(by delta: Int, in region: NavigationState.Region) {
    if !counts.add(delta, in: region), case .tab(let tab) = region {
      onOtherTabs[tab, default: 0] += delta
    }
  }
}
