#if canImport(SwiftUI) && (!os(Linux) || PLATFORM_STAND_INS)
  public import Coordinator
  public import SwiftUI

  /// A level of a ``NavigationModel`` without tabs — the root stack (level 0) or a presented
  /// one — with the levels above it as sheets and the dialog as an alert, deciding nothing
  /// itself.
  ///
  /// ```swift
  /// FlowLevelView(model: model, level: 0) { id in NotesScreenView(id: id) }
  /// ```
  public struct FlowLevelView<Screen: View>: View {
    let model: NavigationModel
    let level: Int
    let screen: (RouterEntry.ID) -> Screen

    /// Level `level` of `model`, each entry drawn by `screen`.
    public init(
      model: NavigationModel, level: Int,
      @ViewBuilder screen: @escaping (RouterEntry.ID) -> Screen
    ) {
      self.model = model
      self.level = level
      self.screen = screen
    }

    /// The level's stack, with what is presented over it.
    public var body: some View {
      FlowStackView(model: model, place: .level(level), screen: screen)
        .modifier(PresentationsAbove(model: model, level: level, screen: screen))
    }
  }
#endif
