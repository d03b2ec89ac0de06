/// The dialogs asked on one router, in order: the one shown and those waiting their turn.
///
/// A router shows one dialog at a time. A dialog asked while another is up waits here and is
/// shown when every dialog before it has ended — answered, or torn down — unless it ended
/// itself while it waited.
@MainActor
final class DialogLine {
  /// A dialog in a line, whatever its choice type.
  @MainActor
  protocol Member: AnyObject {
    /// Whether it still runs: a dialog that ended while it waited is skipped.
    var isWaitingToShow: Bool { get }
    /// Whether it is up on its router.
    var isShown: Bool { get }
    /// Shows it on the router now.
    func showNow()
  }

  /// A member held weakly: its parent holds it.
  private struct Waiting {
    weak var member: (any Member)?
  }

  /// The line of each router with a dialog shown or waiting; a line leaves when it empties.
  private static var lines: [ObjectIdentifier: DialogLine] = [:]

  private let id: ObjectIdentifier
  private weak var router: (any Router)?
  private var shown: ObjectIdentifier?
  private var shownHasEnded = false
  private var shownScreenIsGone = false
  private var waiting: [Waiting] = []

  private init(router: any Router) {
    self.router = router
    id = ObjectIdentifier(router)
  }

  /// The line of `router`'s underlying router (``Router/underlyingRouter``), which every
  /// router that forwards to it shares.
  static func line(of given: any Router) -> DialogLine {
    let router = given.underlyingRouter
    let id = ObjectIdentifier(router)
    if let line = lines[id], line.router === router {
      return line
    }
    let line = DialogLine(router: router)
    lines[id] = line
    return line
  }

  /// Shows `member` now when no dialog of the line is up, and returns `true`; otherwise it
  /// waits its turn, and `false`.
  func ask(_ member: some Member) -> Bool {
    guard shown == nil else {
      waiting.append(Waiting(member: member))
      return false
    }
    show(member)
    return true
  }

  /// Takes `member`, which ended and whose answer was heard, out of the line; the one shown
  /// leaves it once its screen is off the router too.
  func ended(_ member: some Member) {
    let id = ObjectIdentifier(member)
    if shown == id {
      shownHasEnded = true
      showNextWhenDone()
    } else {
      waiting.removeAll { $0.member == nil || $0.member === member }
      leaveWhenEmpty()
    }
  }

  /// The screen of the member `id` left the router.
  func screenLeft(_ id: ObjectIdentifier) {
    guard shown == id else { return }
    shownScreenIsGone = true
    showNextWhenDone()
  }

  /// Shows the next member that still waits once the one shown has ended, its answer heard —
  /// so that what the answer did (ending the flow that asked next, say) is done first — and
  /// its screen is off the router, which would refuse another dialog over it.
  private func showNextWhenDone() {
    guard shownHasEnded, shownScreenIsGone else { return }
    shown = nil
    while !waiting.isEmpty {
      guard let next = waiting.removeFirst().member, next.isWaitingToShow else { continue }
      show(next)
      return
    }
    leaveWhenEmpty()
  }

  private func show(_ member: some Member) {
    shown = ObjectIdentifier(member)
    shownHasEnded = false
    shownScreenIsGone = false
    member.showNow()
  }

  /// Forgets the line once nothing is shown or waits.
  private func leaveWhenEmpty() {
    if shown == nil && waiting.isEmpty && Self.lines[id] === self {
      Self.lines[id] = nil
    }
  }
}
