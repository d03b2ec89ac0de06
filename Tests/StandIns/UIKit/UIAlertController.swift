/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
    case actionSheet = 0
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
    case alert = 1
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
  open var message: String?
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
  open private(set) var preferredStyle = Style.alert
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
  open private(set) var actions: [UIAlertAction] = []
  private var popover: UIPopoverPresentationController?

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  /// An action sheet's, as on iPad, where it is a popover.
  open override var popoverPresentationController: UIPopoverPresentationController? {
    guard preferredStyle == .actionSheet else { return nil }
    if let popover { return popover }
    let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    popover = made
    return made
  }

  /// Not Apple's: the person taps `action`'s button; UIKit dismisses the alert, then runs the
  /// action's handler.
  public func tap(_ action: UIAlertAction) {
    guard actions.contains(where: { $0 === action }) else { return }
    presentingViewController?.dismiss(animated: true)
    action.handler?(action)
  }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
    case `default` = 0
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
    case cancel = 1
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
    case destructive = 2
  }

  /// https://developer.apple.com/documentation/uikit/uialertaction/title
  open private(set) var title: String?
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
  open private(set) var style = Style.default
  fileprivate var handler: ((UIAlertAction) -> Void)?

  private override init() { super.init() }

  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
    self.title = title
    self.style = style
    self.handler = handler
  }
}
