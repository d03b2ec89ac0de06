import PlatformLayers
import Testing
import UIKit

/// The person's gestures on the stand-in controllers do only what they can on a device.
@MainActor
@Suite struct StandInGestureTests {
  @Test func aControllerThatIsNotPresentedCannotBeSwipedDown() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UINavigationController(nibName: nil, bundle: nil)
    window.rootViewController = root
    // UIKit makes a presentation controller on first use, before any presentation.
    #expect(root.presentationController?.swipeDown() == false)
    #expect(window.rootViewController === root)
    let sheet = UINavigationController(nibName: nil, bundle: nil)
    root.present(sheet, animated: false)
    #expect(sheet.presentationController?.swipeDown() == true)
    #expect(root.presentedViewController == nil)
  }
}
