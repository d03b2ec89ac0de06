import Testing

@testable import FlowsShell

/// One declaration of a screen's actions parses lines into typed values, lists them for
/// `:help`, and says what is wrong with a rejected line.
@Suite struct ScreenActionsTests {
  enum Level: String, CaseIterable, Sendable {
    case low, high
  }

  enum Action: Equatable, Sendable {
    case start
    case name(String)
    case count(Int)
    case level(Level)
    case sound(Bool)
    case code(String)
  }

  let actions = ScreenActions<Action>([
    .action("start", .start),
    .action("name", .word("NAME", rule: "a name is letters") { $0.allSatisfy(\.isLetter) }) {
      .name($0)
    },
    .action("count", .integer(in: 1...9)) { .count($0) },
    .action("level", .choice(of: Level.self)) { .level($0) },
    .action("sound", .choice(["on": true, "off": false])) { .sound($0) },
    .action("code", .word("CODE")) { .code($0) },
  ])

  private func parse(_ line: String) throws(ScreenActionError) -> Action {
    let words = line.split(separator: " ").map(String.init)
    return try actions.parse(words[0], arguments: Array(words.dropFirst()), screen: "Demo")
  }

  @Test func everyActionParsesIntoItsValue() throws {
    #expect(try parse("start") == .start)
    #expect(try parse("name Ada") == .name("Ada"))
    #expect(try parse("count 9") == .count(9))
    #expect(try parse("level high") == .level(.high))
    #expect(try parse("sound off") == .sound(false))
    #expect(try parse("code x-1") == .code("x-1"))
  }

  @Test func theDeclarationIsWhatHelpListsAndCompletionOffers() {
    #expect(
      actions.usages == [
        "start", "name NAME", "count N", "level low|high", "sound on|off", "code CODE",
      ])
    #expect(
      actions.syntaxes.map(\.argumentChoices) == [[], [], [], ["low", "high"], ["on", "off"], []])
    #expect(
      actions.syntaxes.map(\.argumentName) == [nil, "NAME", "N", "low|high", "on|off", "CODE"])
  }

  @Test func aRejectedLineSaysWhatIsWrongWithIt() {
    let cases: [(String, ScreenActionError)] = [
      (
        "jump",
        .unknownAction(
          "jump", screen: "Demo",
          accepted: [
            "start", "name NAME", "count N", "level low|high", "sound on|off", "code CODE",
          ])
      ),
      ("start now", .usage("start")),
      ("name", .usage("name NAME")),
      ("name a1", .invalidArgument("a name is letters")),
      ("name Grace Hopper", .invalidArgument("NAME is one word, not 2: a name is letters")),
      ("count 10", .invalidArgument("a whole number from 1 to 9")),
      ("count ten", .invalidArgument("a whole number from 1 to 9")),
      ("level mid", .invalidArgument("level must be low or high")),
      ("sound loud", .invalidArgument("sound must be on or off")),
      ("code a b c", .invalidArgument("CODE is one word, not 3")),
      ("count 1 2", .invalidArgument("N is one word, not 2: a whole number from 1 to 9")),
      (
        "level low high", .invalidArgument("level takes one word, not 2: level must be low or high")
      ),
    ]
    for (line, error) in cases {
      #expect(throws: error, "\(line)") { try parse(line) }
    }
    #expect(
      ScreenActionError.invalidArgument("a name is letters").description == "a name is letters")
    #expect(ScreenActionError.usage("name NAME").description == "usage: name NAME")
    let none = ScreenActions<Action>([])
    #expect(throws: ScreenActionError.unknownAction("x", screen: "Demo", accepted: [])) {
      try none.parse("x", arguments: [], screen: "Demo")
    }
    #expect(
      ScreenActionError.unknownAction("x", screen: "Demo", accepted: []).description
        == "unknown action \"x\" on Demo, which takes none")
  }

  @Test func aChoiceOfOneWordAndARuleOfYourOwnReadThemselves() throws {
    let one = ScreenActions<Bool>([.action("go", .choice(["now": true])) { $0 }])
    #expect(throws: ScreenActionError.invalidArgument("go must be now")) {
      try one.parse("go", arguments: ["later"], screen: "S")
    }
    let even = ScreenActions<Int>([
      .action(
        "pick",
        ActionArgument("N", rule: "an even number") { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } }
      ) { $0 }
    ])
    #expect(try even.parse("pick", arguments: ["4"], screen: "S") == 4)
    #expect(throws: ScreenActionError.invalidArgument("an even number")) {
      try even.parse("pick", arguments: ["3"], screen: "S")
    }
  }
}

extension ScreenActionsTests {
  @Test func aTextArgumentTakesTheRestOfTheLine() throws {
    let texts = ScreenActions<String>([.action("title", .text(length: 1...13)) { $0 }])
    #expect(try texts.parse("title", arguments: ["Dune"], screen: "Editor") == "Dune")
    #expect(
      try texts.parse("title", arguments: ["The", "Left", "Hand"], screen: "Editor")
        == "The Left Hand")
    #expect(throws: ScreenActionError.usage("title TEXT")) {
      try texts.parse("title", arguments: [], screen: "Editor")
    }
    #expect(throws: ScreenActionError.invalidArgument("TEXT is 1 to 13 characters")) {
      try texts.parse("title", arguments: ["The", "Left", "Hand", "of"], screen: "Editor")
    }
    #expect(texts.usages == ["title TEXT"])
  }
}
