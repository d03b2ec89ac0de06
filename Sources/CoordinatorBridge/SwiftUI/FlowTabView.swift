#if canImport(SwiftUI) && (!os(Linux) || PLATFORM_STAND_INS)
  public import Coordinator
  public import SwiftUI

  /// The tabs of a ``NavigationModel``, each with its stack, the levels presented over them as
  /// sheets and the dialog as an alert; a tap on a tab, the selected one included, is the
  /// model's to report. It decides nothing itself.
  public struct FlowTabView<Screen: View, TabLabel: View>: View {
    let model: NavigationModel
    let screen: (RouterEntry.ID) -> Screen
    let label: (String) -> TabLabel

    /// The tabs of `model`, each entry drawn by `screen` and each tab's item by `label`.
    public init(
      model: NavigationModel, @ViewBuilder screen: @escaping (RouterEntry.ID) -> Screen,
      @ViewBuilder label: @escaping (String) -> TabLabel
    ) {
      self.model = model
      self.screen = screen
      self.label = label
    }

    /// A `TabView` bound to the model's selection.
    public var body: some View {
      TabView(selection: model.selectedTabBinding) {
        ForEach(model.screens.tabs.map(\.name), id: \.self) { name in
          FlowStackView(model: model, place: .tab(name), screen: screen)
            .tabItem { label(name) }
            .tag(name)
        }
      }
      .modifier(PresentationsAbove(model: model, level: 0, screen: screen))
    }
  }
#endif
