#if canImport(SwiftUI) && (!os(Linux) || PLATFORM_STAND_INS)
  public import Coordinator
  public import SwiftUI

  /// One navigation stack of a ``NavigationModel``: its root screen, and a path of the entries
  /// above it that the model reports when SwiftUI shortens it; written for SwiftUI, not
  /// compiled on Linux, and deciding nothing itself.
  public struct FlowStackView<Screen: View>: View {
    let model: NavigationModel
    let place: PlatformPlace
    let screen: (RouterEntry.ID) -> Screen

    /// The stack at `place`, each entry drawn by `screen`.
    public init(
      model: NavigationModel, place: PlatformPlace,
      @ViewBuilder screen: @escaping (RouterEntry.ID) -> Screen
    ) {
      self.model = model
      self.place = place
      self.screen = screen
    }

    /// A `NavigationStack` bound to the model's path of ``place``.
    public var body: some View {
      NavigationStack(path: model.pathBinding(place)) {
        model.root(of: place).map(screen)
          .navigationDestination(for: RouterEntry.ID.self, destination: screen)
      }
    }
  }
#endif
