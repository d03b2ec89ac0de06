/// A screen, or the view model behind it, that shows what the person entered or waits for as
/// one value.
///
/// Declare the state as an `Equatable`, `Sendable` value, usually a struct of what the screen
/// shows, and keep it in one property. The shell prints it (`:state`, and `state` in `--json`),
/// the tester asserts every change of it, and the explorer tells two places apart by it, so a
/// form filled in over several lines is as many places as the person can tell apart.
///
/// ```swift
/// @Observable
/// final class LoginViewModel: ViewModel, StateDeclaring {
///   struct State: Equatable, Sendable {
///     var name = ""
///     var request = Request.idle
///   }
///   enum Request: Equatable, Sendable { case idle, running }
///
///   private(set) var state = State()
///
///   func nameChanged(_ name: String) {
///     state.name = name
///   }
/// }
/// ```
///
/// A screen declares its state by adopting the protocol itself, or by holding, in a stored
/// property of its own class, a view model or a ``Store`` that adopts it: a screen holding
/// `let viewModel: LoginViewModel` shows that view model's state with no more code. A store
/// adopts it whenever its state is `Equatable`: a screen that holds the app's whole store
/// before its view model shows the store's state, so adopt the protocol on the screen itself
/// with what it shows.
@MainActor
public protocol StateDeclaring: AnyObject {
  /// What the screen shows, as a value.
  associatedtype State: Equatable & Sendable

  /// The state now.
  var state: State { get }
}

extension Store: StateDeclaring where State: Equatable {}
