public import Observation

/// A screen's model: observable state for the view, inputs named for what happened,
/// and a weakly held output that tells the owning flow what it must hear.
///
/// A view model never knows a coordinator, a router or how its screen is drawn. The
/// view reads its state (through Observation, so a view redraws when the state it
/// read changes) and calls its inputs. Inputs are named for what happened on the
/// screen, such as `playButtonTapped()`, not for what should happen next. When the
/// flow must act, the view model calls its output, a protocol refining
/// ``ViewModelOutput`` that the owning coordinator adopts, and holds it `weak`. The
/// references then run one way only, screen → view model ⇢ coordinator, with the
/// last one weak, so the coordinator that owns the screen is never kept alive by it.
///
/// ```swift
/// @MainActor
/// protocol MainScreenOutput: ViewModelOutput {
///   func mainScreenDidTapPlay(_ viewModel: MainScreenViewModel)
/// }
///
/// @Observable
/// final class MainScreenViewModel: ViewModel {
///   private(set) var title = "Main"
///   @ObservationIgnored private weak var output: (any MainScreenOutput)?
///
///   init(output: any MainScreenOutput) {
///     self.output = output
///   }
///
///   func playButtonTapped() {
///     output?.mainScreenDidTapPlay(self)
///   }
/// }
/// ```
///
/// The protocol has no requirements: it names the role, and gives every view model
/// main-actor isolation, reference semantics and `Observable` conformance.
@MainActor
public protocol ViewModel: AnyObject, Observable {}
