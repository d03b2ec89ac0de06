/// An action a screen accepts, with the form of its argument if it takes one.
struct ScreenAction: Equatable, Sendable, CustomStringConvertible {
  var name: String
  /// The argument's form for help and errors, such as `N` or `easy|normal|hard`.
  var argument: String?

  init(_ name: String, argument: String? = nil) {
    self.name = name
    self.argument = argument
  }

  /// The action as typed: `guess N`.
  var description: String { argument.map { "\(name) \($0)" } ?? name }
}
