#if canImport(SwiftUI) && (!os(Linux) || PLATFORM_STAND_INS)
  import Coordinator
  import SwiftUI

  /// The level presented over `level` as a sheet, whose swipe-down the guards may disable,
  /// and the dialog — an alert or a confirmation dialog, as the bridge decided — while
  /// `level` is the top one.
  struct PresentationsAbove<Screen: View>: ViewModifier {
    let model: NavigationModel
    let level: Int
    let screen: (RouterEntry.ID) -> Screen

    func body(content: Content) -> some View {
      let dialog = model.platformDialog
      content
        .sheet(item: model.presentedBinding(above: level)) { presented in
          FlowLevelView(model: model, level: presented.level, screen: screen)
            .interactiveDismissDisabled(model.isSwipeDownDisabled)
        }
        .alert(
          Text(dialog?.title ?? ""),
          isPresented: model.alertBinding(above: level),
          presenting: dialog,
          actions: buttons, message: message
        )
        .confirmationDialog(
          Text(dialog?.title ?? ""),
          isPresented: model.confirmationDialogBinding(above: level, showing: dialog?.id),
          titleVisibility: .visible,
          presenting: dialog,
          actions: buttons, message: message
        )
    }

    /// The dialog's buttons, each with its role, answering that dialog, and no later one, with
    /// its key.
    private func buttons(_ dialog: PlatformDialog) -> some View {
      ForEach(dialog.buttons, id: \.key) { button in
        Button(button.title, role: Self.roles[button.role]) {
          model.answerDialog(dialog.id, with: button.key)
        }
      }
    }

    /// The dialog's message, if any.
    private func message(_ dialog: PlatformDialog) -> Text? {
      dialog.message.map { Text($0) }
    }

    /// SwiftUI's role of each choice's role; none for a plain one.
    private static var roles: [DialogRole: ButtonRole] {
      [.cancel: .cancel, .destructive: .destructive]
    }
  }
#endif
