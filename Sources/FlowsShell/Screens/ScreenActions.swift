/// The actions a screen takes: each one's name and the form of its argument, declared once.
///
/// The shell uses the declaration to parse a line into an action, to list the
/// actions in `:help` and in the error for an unknown one, and to say what an
/// argument may hold when it is rejected.
public struct ScreenActions<Action: Sendable>: Sendable {
  /// The actions, in the order `:help` lists them.
  public let syntaxes: [ActionSyntax<Action>]

  /// ``parse(_:arguments:screen:)``'s work, made where the screen declares its actions.
  ///
  /// The shell calls `parse` through `any ShellScreen`, where `Action` is known only at run
  /// time: a walk of the syntaxes there looks up their generic type on every line. The
  /// initializer is inlined into the app, so this closure is compiled for the app's `Action`.
  @usableFromInline let find:
    @Sendable (String, [String], String) throws(ScreenActionError) -> Action

  /// The actions `syntaxes` declare, in that order.
  ///
  /// - Precondition: no two of them have the same name: the second could never be typed.
  @inlinable
  public init(_ syntaxes: [ActionSyntax<Action>]) {
    // Compared pairwise, without a set or a key path: a screen declares a few actions, and
    // screens made for each visit make their list each time (`Benchmarks/NOTES.md`).
    for later in syntaxes.indices {
      for earlier in syntaxes.indices[..<later] {
        precondition(
          syntaxes[earlier].name != syntaxes[later].name,
          "two actions share a name in \(syntaxes.map { $0.name })")
      }
    }
    self.syntaxes = syntaxes
    find = { name, arguments, screen throws(ScreenActionError) in
      // A loop, not `first(where:)`: this runs for every line a screen is given.
      for syntax in syntaxes where syntax.name == name {
        return try syntax.parse(arguments)
      }
      throw .unknownAction(name, screen: screen, accepted: syntaxes.map { $0.usage })
    }
  }

  /// Each action as typed, such as `guess N`, in the order of ``syntaxes``.
  public var usages: [String] { syntaxes.map { $0.usage } }

  /// The action that `name` with `arguments` names on `screen`.
  ///
  /// - Throws: ``ScreenActionError/unknownAction(_:screen:accepted:)`` for a
  ///   name the screen does not take, ``ScreenActionError/usage(_:)`` for a
  ///   missing argument or one given to an action that takes none, and
  ///   ``ScreenActionError/invalidArgument(_:)`` for an argument of the wrong
  ///   form, saying what it may hold.
  public func parse(
    _ name: String, arguments: [String], screen: String
  ) throws(ScreenActionError) -> Action {
    try find(name, arguments, screen)
  }
}
