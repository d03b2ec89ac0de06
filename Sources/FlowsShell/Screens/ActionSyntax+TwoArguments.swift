extension ActionSyntax {
  /// The action `name`, which takes two words, of the forms `first` and `second`, and makes an
  /// action of their values, such as `tap ROW COL`; an explorer tries it with every pair of
  /// `samples.first` and `samples.second`, each defaulting to its argument's fixed words.
  ///
  /// ```swift
  /// .action(
  ///   "tap", .integer("ROW", in: 1...2), .integer("COL", in: 1...2),
  ///   samples: (["1", "2"], ["1", "2"])
  /// ) { .tap(row: $0, column: $1) },
  /// ```
  public static func action<First, Second>(
    _ name: String, _ first: ActionArgument<First>, _ second: ActionArgument<Second>,
    samples: (first: [String], second: [String]) = ([], []),
    _ action: @escaping @Sendable (First, Second) -> Action
  ) -> ActionSyntax {
    let usage = "\(name) \(first.name) \(second.name)"
    let firsts = samples.first.isEmpty ? first.choices : samples.first
    let seconds = samples.second.isEmpty ? second.choices : samples.second
    return ActionSyntax(
      name: name, argumentName: "\(first.name) \(second.name)", argumentChoices: [],
      sampleArguments: firsts.flatMap { one in seconds.map { one + " " + $0 } }
    ) { arguments throws(ScreenActionError) in
      guard arguments.count == 2 else { throw .usage(usage) }
      return action(try value(of: arguments[0], as: first), try value(of: arguments[1], as: second))
    }
  }

  /// The value of `word` as `argument`, or the reason it is none, naming the argument:
  /// `ROW: a whole number from 1 to 3`.
  private static func value<Value>(
    of word: String, as argument: ActionArgument<Value>
  ) throws(ScreenActionError) -> Value {
    guard let value = argument.parse(word) else {
      let rule =
        argument.rule
        ?? (argument.choices.isEmpty
          ? "\(word) is not one" : "one of " + argument.choices.joined(separator: ", "))
      throw .invalidArgument("\(argument.name): \(rule)")
    }
    return value
  }
}
