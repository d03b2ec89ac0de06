#if canImport(SwiftUI) && (!os(Linux) || PLATFORM_STAND_INS)
  import Coordinator
  import SwiftUI

  /// The model's values as SwiftUI's bindings. SwiftUI declares a binding's closures
  /// `@isolated(any) @Sendable`: each is isolated to the main actor, as the model is, and made
  /// here, outside the generic views, so that it captures no view's generic type.
  extension NavigationModel {
    /// The path of the stack at `place`.
    func pathBinding(_ place: PlatformPlace) -> Binding<[RouterEntry.ID]> {
      Binding(
        get: { @MainActor in self[path: place] }, set: { @MainActor in self[path: place] = $0 })
    }

    /// The selected tab's name.
    var selectedTabBinding: Binding<String> {
      Binding(get: { @MainActor in self.selectedTab }, set: { @MainActor in self.selectedTab = $0 })
    }

    /// The level presented over `level`, as a sheet's item.
    func presentedBinding(above level: Int) -> Binding<PresentedLevel?> {
      Binding(
        get: { @MainActor in self[presentedAbove: level] },
        set: { @MainActor in self[presentedAbove: level] = $0 })
    }

    /// Whether the dialog is an alert shown over `level`.
    func alertBinding(above level: Int) -> Binding<Bool> {
      Binding(
        get: { @MainActor in self[alertAbove: level] },
        set: { @MainActor in self[alertAbove: level] = $0 })
    }

    /// Whether the dialog `id` is a confirmation dialog shown over `level`.
    func confirmationDialogBinding(above level: Int, showing id: RouterEntry.ID?)
      -> Binding<Bool>
    {
      Binding(
        get: { @MainActor in self[confirmationDialogAbove: level, showing: id] },
        set: { @MainActor in self[confirmationDialogAbove: level, showing: id] = $0 })
    }
  }
#endif
