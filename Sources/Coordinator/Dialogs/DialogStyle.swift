/// How a ``Dialog`` is shown: an alert in the middle of the screen, or a confirmation dialog
/// (an action sheet) that rises from the bottom.
public enum DialogStyle: Hashable, Sendable, CaseIterable {
  /// An alert: a question that interrupts, with few choices.
  case alert
  /// A confirmation dialog: a set of choices about something the person just did.
  case confirmationDialog
}
