/// A protocol a view model reports through, adopted by the flow that owns the screen.
///
/// Refine it with the events a screen reports, named for what the flow must hear
/// (`mainScreenDidTapPlay(_:)`). It is class-bound, so a ``ViewModel`` can hold its
/// output `weak` and never keep its coordinator alive:
///
/// ```swift
/// @MainActor
/// protocol SettingsOutput: ViewModelOutput {
///   func settingsDidFinish(_ viewModel: SettingsViewModel)
/// }
///
/// @Observable
/// final class SettingsViewModel: ViewModel {
///   @ObservationIgnored private weak var output: (any SettingsOutput)?
///
///   init(output: any SettingsOutput) {
///     self.output = output
///   }
///
///   func doneButtonTapped() {
///     output?.settingsDidFinish(self)
///   }
/// }
/// ```
@MainActor
public protocol ViewModelOutput: AnyObject {}
