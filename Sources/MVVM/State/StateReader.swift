/// Reads the state of the screen shown, line after line, reading again only what changed: the
/// object that declares it is found once per screen, where it is once per type of screen, and
/// a state equal to the last one of its type read keeps its fields.
@MainActor
package final class StateReader {
  /// Where a type of screen keeps its state.
  private enum Source {
    /// Nowhere: it declares none.
    case none
    /// The screen declares it.
    case itself
    /// The stored property of this label does.
    case property(String)
  }

  private weak var screen: AnyObject?
  private weak var declaring: (any StateDeclaring)?
  private var sources: [ObjectIdentifier: Source] = [:]
  /// The last state read of each type, with its fields.
  private var lastOfType: [ObjectIdentifier: DeclaredState] = [:]

  package init() {}

  /// The state `screen` declares, as ``DeclaredState/init(of:)`` reads it. Where a type of
  /// screen keeps it is found once: a screen whose type was found to declare none (with no
  /// stored optional holding nothing, which may hold a view model later) is not searched again,
  /// and a screen that later swaps its view model for another is read through the first.
  package func state(of screen: AnyObject) -> DeclaredState? {
    if screen !== self.screen || declaring == nil {
      guard let found = find(in: screen) else { return nil }
      self.screen = screen
      declaring = found
    }
    guard let declaring else { return nil }
    let value = declaring.state
    let type = ObjectIdentifier(Swift.type(of: value))
    if let last = lastOfType[type], last.isEqual(to: value) { return last }
    let read = DeclaredState(value)
    lastOfType[type] = read
    return read
  }

  /// What declares `screen`'s state, found where its type keeps it.
  private func find(in screen: AnyObject) -> (any StateDeclaring)? {
    let type = ObjectIdentifier(Swift.type(of: screen))
    switch sources[type] {
    case .none?: return nil
    case .itself?: return screen as? any StateDeclaring
    case .property(let label)?: return DeclaredState.declaring(screen, in: label)
    case nil:
      let found = DeclaredState.finding(screen)
      guard let declaring = found.declaring else {
        // A property that holds nothing now may hold a view model later: searched again.
        if !found.holdsNothing { sources[type] = Source.none }
        return nil
      }
      sources[type] = found.label.map(Source.property) ?? .itself
      return declaring
    }
  }
}
