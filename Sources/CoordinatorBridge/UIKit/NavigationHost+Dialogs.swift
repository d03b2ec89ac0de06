#if canImport(UIKit) && (os(iOS) || PLATFORM_STAND_INS)
  import Coordinator
  import UIKit

  extension NavigationHost {
    /// UIKit's controller style of a confirmation dialog: an action sheet; an alert's is
    /// `.alert`.
    static let controllerStyles: [DialogStyle: UIAlertController.Style] = [
      .confirmationDialog: .actionSheet
    ]

    /// UIKit's action style of each role but the plain one, whose style is `.default`.
    static let actionStyles: [DialogRole: UIAlertAction.Style] = [
      .cancel: .cancel, .destructive: .destructive,
    ]

    /// The alert controller of `dialog`, as the bridge decided it: an alert or an action
    /// sheet, its title, message and buttons with their styles, each answering the dialog
    /// with its key. An action sheet shown as a popover (on iPad) points at the middle of
    /// `presenter`'s view; UIKit answers its cancel button when a tap outside dismisses it, and
    /// one without a cancel button cannot be dismissed that way, as it waits for an answer.
    func makeAlert(_ dialog: PlatformDialog, over presenter: UIViewController?)
      -> UIAlertController
    {
      let alert = UIAlertController(
        title: dialog.title, message: dialog.message,
        preferredStyle: Self.controllerStyles[dialog.style] ?? .alert)
      let screen = bridge.screen(for: dialog.id) as? DialogScreen
      dialog.buttons.map { button in
        UIAlertAction(title: button.title, style: Self.actionStyles[button.role] ?? .default) {
          [weak screen] _ in _ = screen?.answer(button.key)
        }
      }.forEach(alert.addAction)
      alert.popoverPresentationController?.sourceView = presenter?.view
      alert.popoverPresentationController?.sourceRect =
        presenter.map {
          CGRect(x: $0.view.bounds.midX, y: $0.view.bounds.midY, width: 0, height: 0)
        }
        ?? .zero
      alert.popoverPresentationController?.permittedArrowDirections = []
      alert.isModalInPresentation = dialog.needsAButton
      return alert
    }
  }
#endif
