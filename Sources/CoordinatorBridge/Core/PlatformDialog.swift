public import Coordinator

/// A dialog as the platform shows it: the router's entry, its style, title, message and
/// buttons, each with its key, its title and the role the platform gives it.
///
/// Every decision is made here: a confirmation dialog is an action sheet; a platform takes
/// one cancel button only (UIKit raises on a second), so a choice with the role `.cancel`
/// after the first is shown as a plain one. The UIKit and SwiftUI layers only translate.
public struct PlatformDialog: Hashable, Sendable, CustomStringConvertible {
  /// The router's entry of the dialog's screen.
  public var id: RouterEntry.ID
  /// An alert, or a confirmation dialog (an action sheet).
  public var style: DialogStyle
  /// The title.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The buttons, in order; the value of each is the key that answers the dialog.
  public var buttons: [DialogButton<String>]

  /// The dialog of entry `id` showing `content`, with the roles the platform can show.
  public init(id: RouterEntry.ID, content: DialogContent<String>) {
    self.id = id
    style = content.style
    title = content.title
    message = content.message
    var hasCancel = false
    buttons = content.buttons.map { button in
      guard button.role == .cancel else { return button }
      defer { hasCancel = true }
      return hasCancel ? DialogButton(button.value, key: button.key, title: button.title) : button
    }
  }

  /// The dialog of entry `id` when the bridge has no screen for it: a title-less alert with
  /// no button.
  public init(id: RouterEntry.ID) {
    self.init(id: id, content: DialogContent(title: "", buttons: []))
  }

  /// Whether the platform shows it as an action sheet (`UIAlertController.Style.actionSheet`,
  /// SwiftUI's `confirmationDialog`) rather than an alert.
  public var isActionSheet: Bool { style == .confirmationDialog }

  /// The key of the cancel button, which an action sheet dismissed by a tap outside it
  /// answers; `nil` when it has none.
  public var cancelKey: String? { buttons.first { $0.role == .cancel }?.key }

  /// Whether only a button may close the dialog: it has no cancel button to answer a tap
  /// outside it, as an action sheet shown as a popover would otherwise be dismissed unanswered.
  public var needsAButton: Bool { cancelKey == nil }

  /// One line, as tests compare: `alert #3 "Discard changes?" "Your edits…": discard
  /// "Discard" (destructive), keep "Keep Editing" (cancel)`.
  public var description: String {
    let kind = isActionSheet ? "action sheet" : "alert"
    let message = message.map { " \"\($0)\"" } ?? ""
    let buttons = buttons.map { button in
      let role = button.role == .default ? "" : " (\(button.role))"
      return "\(button.key) \"\(button.title)\"\(role)"
    }
    return "\(kind) #\(id) \"\(title)\"\(message): " + buttons.joined(separator: ", ")
  }
}
