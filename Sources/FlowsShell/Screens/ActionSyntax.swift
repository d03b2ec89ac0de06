/// One action of a screen: the name typed and, if it takes one, the form of its argument.
public struct ActionSyntax<Action: Sendable>: Sendable {
  /// The word that names the action, such as `guess`.
  public let name: String
  /// The form of the argument, for `:help` and errors, such as `N`; `nil` when it takes none.
  public let argumentName: String?
  /// The words the argument takes when they are fixed, such as `on` and `off`; empty otherwise.
  public let argumentChoices: [String]
  /// The arguments an explorer tries, such as `1` and `50` for `guess N`: the ones declared,
  /// else the fixed words; empty for an action that takes none.
  public let sampleArguments: [String]
  private let make: @Sendable ([String]) throws(ScreenActionError) -> Action

  init(
    name: String, argumentName: String?, argumentChoices: [String], sampleArguments: [String],
    make: @escaping @Sendable ([String]) throws(ScreenActionError) -> Action
  ) {
    self.name = name
    self.argumentName = argumentName
    self.argumentChoices = argumentChoices
    self.sampleArguments = sampleArguments
    self.make = make
  }

  /// The action `name`, which takes no argument and is always `action`.
  public static func action(_ name: String, _ action: Action) -> ActionSyntax {
    let usage = name
    return ActionSyntax(name: name, argumentName: nil, argumentChoices: [], sampleArguments: []) {
      arguments throws(ScreenActionError) in
      guard arguments.isEmpty else { throw .usage(usage) }
      return action
    }
  }

  /// The action `name`, which takes one word of the form `argument` and makes an action of it;
  /// an explorer tries it with each of `samples`, or with each of the argument's fixed words
  /// when there are none (`flows --explore`).
  public static func action<Value>(
    _ name: String, _ argument: ActionArgument<Value>, samples: [String] = [],
    _ action: @escaping @Sendable (Value) -> Action
  ) -> ActionSyntax {
    let usage = "\(name) \(argument.name)"
    let rule =
      argument.rule ?? (argument.choices.isEmpty ? nil : Self.choiceRule(name, argument.choices))
    return ActionSyntax(
      name: name, argumentName: argument.name, argumentChoices: argument.choices,
      sampleArguments: samples.isEmpty ? argument.choices : samples
    ) { arguments throws(ScreenActionError) in
      guard let first = arguments.first else { throw .usage(usage) }
      let word = argument.takesRestOfLine ? arguments.joined(separator: " ") : first
      guard arguments.count == 1 || argument.takesRestOfLine else {
        // A named argument says what it is; a choice of words names its action instead.
        let subject = argument.choices.isEmpty ? "\(argument.name) is" : "\(name) takes"
        let count = "\(subject) one word, not \(arguments.count)"
        throw .invalidArgument(count + (rule.map { ": \($0)" } ?? ""))
      }
      guard let value = argument.parse(word) else {
        throw .invalidArgument(rule ?? "\(word) is not a \(argument.name)")
      }
      return action(value)
    }
  }

  /// The action as typed, such as `guess N`.
  public var usage: String { argumentName.map { "\(name) \($0)" } ?? name }

  /// The lines an explorer types for the action: its name alone, or with each sample argument.
  public var sampleLines: [String] {
    argumentName == nil ? [name] : sampleArguments.map { "\(name) \($0)" }
  }

  /// The action `arguments` make, or the reason they make none.
  @usableFromInline
  func parse(_ arguments: [String]) throws(ScreenActionError) -> Action {
    try make(arguments)
  }

  /// `sound must be on or off`: what a choice of fixed words says when given another.
  private static func choiceRule(_ name: String, _ choices: [String]) -> String {
    guard let last = choices.last else { return "\(name) takes no word" }
    let rest = choices.dropLast()
    return "\(name) must be " + (rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last)
  }
}
