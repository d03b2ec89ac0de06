/// The form of an action's argument: its name in help, what it may hold, how it becomes a value.
///
/// ```swift
/// let name: ActionArgument<String> = .word("NAME", rule: "1 to 32 letters") { $0.count <= 32 }
/// let guess: ActionArgument<Int> = .integer("N", in: 1...100)
/// let sound: ActionArgument<Bool> = .choice(["on": true, "off": false])
/// let level: ActionArgument<Difficulty> = .choice(of: Difficulty.self)
/// ```
public struct ActionArgument<Value: Sendable>: Sendable {
  /// The argument as `:help` shows it, such as `N` or `on|off`.
  public let name: String
  /// The words it takes when they are fixed, in order; empty when it takes others.
  public let choices: [String]
  /// What it may hold, said when a word is rejected; `nil` for a choice, which names its
  /// words, and for an argument that takes any word.
  public let rule: String?
  /// Whether it takes the rest of the line, every word after the action's name joined by one
  /// space, rather than one word.
  public let takesRestOfLine: Bool
  let parse: @Sendable (String) -> Value?

  /// An argument named `name` that `parse` turns into a value, or rejects with `nil`.
  ///
  /// - Parameters:
  ///   - name: the argument as `:help` shows it, such as `NAME`.
  ///   - rule: what the argument may hold, for the person whose word was rejected.
  ///   - parse: the value of a word, or `nil` when the word is not one the argument takes.
  public init(
    _ name: String, rule: String, parse: @escaping @Sendable (String) -> Value?
  ) {
    self.init(name: name, choices: [], rule: rule, parse: parse)
  }

  fileprivate init(
    name: String, choices: [String], rule: String?, takesRestOfLine: Bool = false,
    parse: @escaping @Sendable (String) -> Value?
  ) {
    self.name = name
    self.choices = choices
    self.rule = rule
    self.takesRestOfLine = takesRestOfLine
    self.parse = parse
  }

  /// One of the fixed words `choices`, each standing for its value; named `a|b|c`.
  ///
  /// - Precondition: no word is given twice.
  public static func choice(_ choices: KeyValuePairs<String, Value>) -> ActionArgument {
    let words = choices.map(\.key)
    precondition(Set(words).count == words.count, "a word is given twice in \(words)")
    let values = Dictionary(
      choices.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    return ActionArgument(
      name: words.joined(separator: "|"), choices: words, rule: nil, parse: { values[$0] })
  }
}

extension ActionArgument {
  /// One of the cases of `type`, by its raw value, in the order of its cases.
  public static func choice(of type: Value.Type) -> ActionArgument
  where Value: CaseIterable & RawRepresentable<String> {
    let words = type.allCases.map(\.rawValue)
    return ActionArgument(
      name: words.joined(separator: "|"), choices: words, rule: nil,
      parse: { Value(rawValue: $0) })
  }
}

extension ActionArgument where Value == String {
  /// Any one word, named `name`, such as a code.
  public static func word(_ name: String) -> ActionArgument {
    ActionArgument(name: name, choices: [], rule: nil) { $0 }
  }

  /// The rest of the line, named `name`: every word after the action's name, joined by one
  /// space, of `length` characters.
  public static func text(_ name: String = "TEXT", length: ClosedRange<Int>) -> ActionArgument {
    ActionArgument(
      name: name, choices: [],
      rule: "\(name) is \(length.lowerBound) to \(length.upperBound) characters",
      takesRestOfLine: true
    ) { length.contains($0.count) ? $0 : nil }
  }

  /// One word that `isValid` accepts, named `name`; `rule` says which words those are.
  public static func word(
    _ name: String, rule: String, where isValid: @escaping @Sendable (String) -> Bool
  ) -> ActionArgument {
    ActionArgument(name, rule: rule) { isValid($0) ? $0 : nil }
  }
}

extension ActionArgument where Value == Int {
  /// A whole number in `range`, as `Int(_:)` reads it from a word, named `name`.
  ///
  /// - Parameters:
  ///   - name: the argument as `:help` shows it.
  ///   - range: the numbers it takes.
  ///   - rule: what is said of a word that is not one; by default
  ///     `a whole number from LOW to HIGH`.
  public static func integer(
    _ name: String = "N", in range: ClosedRange<Int>, rule: String? = nil
  ) -> ActionArgument {
    ActionArgument(
      name,
      rule: rule ?? "a whole number from \(range.lowerBound) to \(range.upperBound)"
    ) { word in
      Int(word).flatMap { range.contains($0) ? $0 : nil }
    }
  }
}
