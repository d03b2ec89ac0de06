/// Weak references to objects a test expects to be gone by the end, each with a name.
///
/// ```swift
/// let leaks = LeakTracker()
/// var flow: GameFlow? = GameFlow(router: router)
/// leaks.track(flow!)
/// flow?.start()
/// flow?.finish()
/// flow = nil  // the test's own reference: nothing else may hold the flow now
/// leaks.expectReleased()  // fails naming every tracked object still alive
/// ```
@MainActor
public final class LeakTracker {
  private struct Entry {
    let label: String
    let origin: CallSite?
    /// What the failure adds on a line of its own, if anything.
    let hint: String?
    weak var object: AnyObject?
  }

  private var entries: [Entry] = []

  /// Creates a tracker with nothing tracked.
  public init() {}

  /// The labels of tracked objects that are still alive, in tracking order.
  public var alive: [String] { entries.filter { $0.object != nil }.map(\.label) }

  /// Starts tracking `object` under `label` (its type name by default).
  ///
  /// Tracking the same object twice keeps the first label.
  public func track(
    _ object: AnyObject, as label: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    track(
      object, as: label,
      origin: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Starts tracking `object` under `label`, tracked at `origin` when a test asked for it.
  func track(_ object: AnyObject, as label: String?, origin: CallSite?, hint: String? = nil) {
    guard !entries.contains(where: { $0.object === object }) else { return }
    entries.append(
      Entry(
        label: label ?? String(describing: type(of: object)), origin: origin, hint: hint,
        object: object))
  }

  /// Records an issue for every tracked object still alive, naming it, and stops tracking all.
  ///
  /// Returns whether everything tracked was released.
  @discardableResult
  public func expectReleased(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    expectReleased(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Records an issue at `site` for every tracked object still alive, and stops tracking all.
  @discardableResult
  func expectReleased(at site: CallSite) -> Bool {
    let leaked = entries.filter { $0.object != nil }
    entries = []
    for entry in leaked {
      let origin = entry.origin.map { " (tracked at \($0.shortDescription))" } ?? ""
      recordFailure(
        "Leak: \(entry.label) is still alive; it was expected to be released\(origin)"
          + (entry.hint.map { "\n" + $0 } ?? ""),
        at: site)
    }
    return leaked.isEmpty
  }
}
