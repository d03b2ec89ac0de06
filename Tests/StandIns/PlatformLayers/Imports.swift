// The bridge's UIKit and SwiftUI layers (the links UIKit and SwiftUI), compiled on Linux
// against the stand-in modules of the same names: the sources are the shipped ones, which
// here see the bridge as a module of their own.
@_exported public import CoordinatorBridge
