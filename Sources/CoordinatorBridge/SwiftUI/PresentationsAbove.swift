#if canImport(SwiftUI)
  import Coordinator
  import SwiftUI

  /// The level presented over `level` as a sheet, whose swipe-down the guards may disable,
  /// and the dialog as an alert while `level` is the top one; written for SwiftUI, not
  /// compiled on Linux.
  struct PresentationsAbove<Screen: View>: ViewModifier {
    let model: NavigationModel
    let level: Int
    let screen: (RouterEntry.ID) -> Screen

    func body(content: Content) -> some View {
      content
        .sheet(
          item: Binding(
            get: { model[presentedAbove: level] }, set: { model[presentedAbove: level] = $0 })
        ) { presented in
          FlowLevelView(model: model, level: presented.level, screen: screen)
            .interactiveDismissDisabled(model.isSwipeDownDisabled)
        }
        .alert(
          Text(model.dialog?.title ?? ""),
          isPresented: Binding(
            get: { model[dialogAbove: level] }, set: { model[dialogAbove: level] = $0 }),
          presenting: model.dialog
        ) { dialog in
          ForEach(dialog.choiceLabels, id: \.self) { label in
            Button(label) { _ = dialog.answer(label) }
          }
        }
    }
  }
#endif
