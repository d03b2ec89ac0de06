#if canImport(UIKit) && (os(iOS) || PLATFORM_STAND_INS)
  /// A reference that does not keep its object, for a host that must not outlive what UIKit
  /// owns: a navigation controller dismissed, swiped down or replaced goes with its screens.
  struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) { self.object = object }
  }
#endif
