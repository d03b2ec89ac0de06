import Testing

@testable import CoordinatorTesting

/// The record mode's rewrite of an expectation's literal, text in and text out.
@Suite struct LiteralRewriteTests {
  @Test func aOneLineStringIsReplacedInPlace() throws {
    let source = "  func test() {\n    tester.expectTree(\"Root(Old)\")\n  }"
    let rewrite = try LiteralRewrite(
      source, line: 2, column: 22, call: "expectTree", value: .string("Root(New)"))
    #expect(rewrite.text == "  func test() {\n    tester.expectTree(\"Root(New)\")\n  }")
    #expect(rewrite.addedLines == 0)
  }

  @Test func aValueOfSeveralLinesBecomesAMultiLineLiteral() throws {
    let source = "    tester.expectTree(\"Root\")\n    next()"
    let rewrite = try LiteralRewrite(
      source, line: 1, column: 22, call: "expectTree",
      value: .string("Root [Home]\n└── \"Child\" [Detail]"))
    #expect(
      rewrite.text == """
            tester.expectTree(\"\"\"
              Root [Home]
              └── \\"Child\\" [Detail]
              \"\"\")
            next()
        """)
    #expect(rewrite.addedLines == 3)
  }

  @Test func aMultiLineLiteralIsReplacedWhole() throws {
    let source = """
          tester.expectTree(\"\"\"
            Root
            └── Old
            \"\"\")
          next()
      """
    let rewrite = try LiteralRewrite(
      source, line: 1, column: 22, call: "expectTree", value: .string("Root(New)"))
    #expect(rewrite.text == "    tester.expectTree(\"Root(New)\")\n    next()")
    #expect(rewrite.addedLines == -3)
  }

  @Test func aLiteralOnTheLineAfterTheParenthesisIsReplacedInItsPlace() throws {
    let source = """
          tester.expectTree(
            \"\"\"
            Root
            └── Old
            \"\"\")
          next()
      """
    let rewrite = try LiteralRewrite(
      source, line: 1, column: 22, call: "expectTree", value: .string("Root [Home]\n└── New"))
    #expect(
      rewrite.text == """
            tester.expectTree(
              \"\"\"
              Root [Home]
              └── New
              \"\"\")
            next()
        """)
    #expect(rewrite.addedLines == 0)
  }

  @Test func anArrayOverSeveralLinesIsReplacedWhole() throws {
    let source = """
          tester.expectEvents([
            "pushed #2 Old", "a ] and \\" in a string",
          ])
          next()
      """
    let rewrite = try LiteralRewrite(
      source, line: 1, column: 24, call: "expectEvents", value: .strings(["pushed #2 Detail"]))
    #expect(rewrite.text == "    tester.expectEvents([\"pushed #2 Detail\"])\n    next()")
    #expect(rewrite.addedLines == -2)
    let long = try LiteralRewrite(
      rewrite.text, line: 1, column: 24, call: "expectEvents",
      value: .strings(["pushed #2 Detail", "popped #2 Detail", "presented #3 About on level 1"]))
    #expect(
      long.text == """
            tester.expectEvents([
              "pushed #2 Detail",
              "popped #2 Detail",
              "presented #3 About on level 1",
            ])
            next()
        """)
  }

  @Test func whatIsNoLiteralIsNotRewritten() {
    #expect(throws: LiteralRewrite.Failure.notALiteral(line: 1)) {
      try LiteralRewrite(
        "tester.expectTree(expected)", line: 1, column: 18, call: "expectTree",
        value: .string("A"))
    }
    #expect(throws: LiteralRewrite.Failure.noSuchLine(4)) {
      try LiteralRewrite("one line", line: 4, column: 1, call: "f", value: .string("A"))
    }
    #expect(throws: LiteralRewrite.Failure.unterminated(line: 1)) {
      try LiteralRewrite("f(\"open", line: 1, column: 2, call: "f", value: .string("A"))
    }
  }

  @Test func anInterpolatingLiteralIsNotRewritten() {
    #expect(throws: LiteralRewrite.Failure.interpolated(line: 1)) {
      try LiteralRewrite(
        #"tester.expectStack("level 0: \(name ?? "Home")")"#, line: 1, column: 19,
        call: "expectStack", value: .string("level 0: Home"))
    }
  }

  @Test func aHelperThatPassesItsCallersPlaceOnIsNotRewritten() {
    // Both of the helper's checks report this place; neither literal is the tree's alone.
    #expect(throws: LiteralRewrite.Failure.anotherCall(line: 1, expected: "expectTree")) {
      try LiteralRewrite(
        #"expectScreens(tester, tree: "Root", stack: "level 0: Home")"#, line: 1, column: 14,
        call: "expectTree", value: .string("Root(Child)"))
    }
  }

  @Test func aFileOfCRLFLinesKeepsThem() throws {
    let source = "func test() {\r\n  tester.expectTree(\"Old\")\r\n}\r\n"
    let rewrite = try LiteralRewrite(
      source, line: 2, column: 20, call: "expectTree", value: .string("Root\n└── Child"))
    #expect(
      rewrite.text
        == "func test() {\r\n  tester.expectTree(\"\"\"\r\n    Root\r\n    └── Child\r\n"
        + "    \"\"\")\r\n}\r\n")
  }

  @Test func aLiteralOnTheNextLineOfACRLFFileIsFound() throws {
    let source = "func test() {\r\n  tester.expectTree(\r\n    \"Old\")\r\n}\r\n"
    let rewrite = try LiteralRewrite(
      source, line: 2, column: 20, call: "expectTree", value: .string("New"))
    #expect(rewrite.text == "func test() {\r\n  tester.expectTree(\r\n    \"New\")\r\n}\r\n")
    #expect(rewrite.addedLines == 0)
  }
}
