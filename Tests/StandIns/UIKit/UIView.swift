/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect

  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { nil }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  /// The stand-in loads the view of a root it is given, as a window on screen does.
  open var rootViewController: UIViewController? {
    didSet { _ = rootViewController?.view }
  }
}
