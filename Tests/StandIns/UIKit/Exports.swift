// A stand-in for Apple's UIKit, for compiling and running the bridge's UIKit layer on Linux.
// It declares only what that layer uses, with the signatures Apple's documentation gives, and
// behaves as the controllers do where the host relies on it. Declarations not from Apple are
// in StandInAnimations.swift and say so.

/// UIKit re-exports Foundation (`NSObject`, `NSCoder`, `Bundle`, `CGRect`, `DispatchQueue`).
/// https://developer.apple.com/documentation/uikit
@_exported public import Foundation
