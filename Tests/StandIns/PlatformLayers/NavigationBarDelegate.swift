import UIKit

/// UIKit asks a navigation controller `navigationBar(_:shouldPop:)` by its Objective-C
/// selector, whether or not the SDK declares the conformance; the stand-in, without an
/// Objective-C runtime, asks through this conformance instead.
extension HostedNavigationController: UINavigationBarDelegate {}
