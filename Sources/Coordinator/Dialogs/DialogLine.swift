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
  private var waiting: [Waiting] = []

  private init(router: any Router) {
    self.router = router
    id = ObjectIdentifier(router)
  }

  /// The line of `router`.
  static func line(of router: any Router) -> DialogLine {
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
    shown = ObjectIdentifier(member)
    member.showNow()
    return true
  }

  /// Takes `member`, which ended, out of the line; when it was the one shown, shows the next
  /// that still waits.
  func ended(_ member: some Member) {
    let id = ObjectIdentifier(member)
    if shown == id {
      shown = nil
      while !waiting.isEmpty {
        guard let next = waiting.removeFirst().member, next.isWaitingToShow else { continue }
        shown = ObjectIdentifier(next)
        next.showNow()
        break
      }
    } else {
      waiting.removeAll { $0.member == nil || $0.member === member }
    }
    if shown == nil && waiting.isEmpty && Self.lines[self.id] === self {
      Self.lines[self.id] = nil
    }
  }
}
