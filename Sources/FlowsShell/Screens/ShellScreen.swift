public import Coordinator

/// A screen the shell drives: its name, what it says, and the actions it takes, as typed values.
///
/// The screen declares its actions once, in ``actions``: each one's name and
/// the form of its argument. The shell parses a line with that declaration
/// into a value of ``Action`` and hands it to ``perform(_:)``, so the screen
/// never looks at words. Make ``Action`` an enum and switch over it without a
/// `default:` in ``perform(_:)``: an action added to the enum and not handled
/// then does not compile.
///
/// ```swift
/// final class GreetingScreen: ShellScreen {
///   enum Action: Sendable {
///     case rename(String)
///     case next
///   }
///
///   let viewModel: GreetingViewModel
///   init(viewModel: GreetingViewModel) { self.viewModel = viewModel }
///
///   var screenName: String { "Greeting" }
///   var messages: [String] { ["Hello, \(viewModel.name)."] }
///   var actions: ScreenActions<Action> { Self.actionList }
///   private static let actionList = ScreenActions<Action>([
///     .action("name", .word("NAME")) { .rename($0) },
///     .action("next", .next),
///   ])
///
///   func perform(_ action: Action) {
///     switch action {
///     case .rename(let name): viewModel.nameEntered(name)
///     case .next: viewModel.nextTapped()
///     }
///   }
/// }
/// ```
@MainActor
public protocol ShellScreen: Presentable {
  /// One value per thing a person can do on the screen; an enum, handled case by case.
  associatedtype Action: Sendable

  /// What the screen says now, one line each.
  var messages: [String] { get }

  /// The actions the screen takes, in the order `:help` lists them.
  ///
  /// Read on every line that reaches the screen: keep a list made once, in a
  /// `static let` or a stored `let`, rather than building it in a getter.
  var actions: ScreenActions<Action> { get }

  /// Does what `action` asks, or throws and changes nothing.
  ///
  /// The action's argument is already of the form ``actions`` declares; a
  /// screen throws only for what depends on its state.
  func perform(_ action: Action) throws(ScreenActionError)
}

extension ShellScreen {
  /// Each action as typed, for `:help`.
  var actionUsages: [String] { actions.usages }

  /// The name of each action.
  var actionNames: [String] { actions.syntaxes.map { $0.name } }

  /// Each action's name and the fixed words of its argument, for Tab.
  var actionCompletions: [(name: String, choices: [String])] {
    actions.syntaxes.map { ($0.name, $0.argumentChoices) }
  }

  /// Parses `name` and `arguments` with ``actions`` and performs the action they name.
  func run(_ name: String, arguments: [String]) throws(ScreenActionError) {
    try perform(try actions.parse(name, arguments: arguments, screen: screenName))
  }
}
