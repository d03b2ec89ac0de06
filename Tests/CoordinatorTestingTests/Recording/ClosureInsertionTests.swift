import MVVM
import Testing

@testable import CoordinatorTesting

/// The record mode's assignments, written at the end of `expectState`'s closure: text in and
/// text out.
@Suite struct ClosureInsertionTests {
  @Test func aClosureOfSeveralLinesGetsALineForEachAssignment() throws {
    let source = """
          tester.expectState(Form.State.self) {
            $0.title = "Dun"
          }
          next()
      """
    let insertion = try ClosureInsertion(
      source, line: 1, column: 23, call: "expectState",
      statements: [#"title = "Dune""#, "saving = true"])
    #expect(
      insertion.text == """
            tester.expectState(Form.State.self) {
              $0.title = "Dun"
              $0.title = "Dune"
              $0.saving = true
            }
            next()
        """)
    #expect(insertion.addedLines == 2)
  }

  @Test func aOneLineClosureGetsThemAfterSemicolons() throws {
    let source = #"    tester.expectState(Form.State.self, of: 2) { $0.title = "Dun" }"#
    let insertion = try ClosureInsertion(
      source, line: 1, column: 23, call: "expectState", statements: [#"title = "Dune""#])
    #expect(
      insertion.text
        == #"    tester.expectState(Form.State.self, of: 2) { $0.title = "Dun"; $0.title = "Dune" }"#
    )
    #expect(insertion.addedLines == 0)
  }

  @Test func aNamedParameterIsAssignedByItsName() throws {
    for opening in ["state in", "(state: inout Form.State) in"] {
      let source = """
            tester.expectState { \(opening)
              state.title = "}"
            }
        """
      let insertion = try ClosureInsertion(
        source, line: 1, column: 11, call: "expectState", statements: ["saving = true"])
      #expect(
        insertion.text == """
              tester.expectState { \(opening)
                state.title = "}"
                state.saving = true
              }
          """)
    }
  }

  @Test func aClosureEndingOnItsLastStatementsLineGetsItsBraceBelow() throws {
    let source = """
          tester.expectState(Form.State.self) {
            $0.title = "Dun" }
      """
    let insertion = try ClosureInsertion(
      source, line: 1, column: 23, call: "expectState", statements: ["saving = true"])
    #expect(
      insertion.text == """
            tester.expectState(Form.State.self) {
              $0.title = "Dun"
              $0.saving = true
            }
        """)
    #expect(insertion.addedLines == 2)
  }

  @Test func whatCannotTakeAnAssignmentIsRefused() {
    #expect(throws: LiteralRewrite.Failure.unnamedParameter(line: 1)) {
      _ = try ClosureInsertion(
        "tester.expectState(Form.State.self) { _ in }", line: 1, column: 19,
        call: "expectState", statements: ["saving = true"])
    }
    #expect(throws: LiteralRewrite.Failure.anotherCall(line: 1, expected: "expectState")) {
      _ = try ClosureInsertion(
        "helper(Form.State.self) { $0 = 1 }", line: 1, column: 7, call: "expectState",
        statements: ["saving = true"])
    }
    #expect(throws: LiteralRewrite.Failure.noSuchLine(3)) {
      _ = try ClosureInsertion(
        "x", line: 3, column: 1, call: "expectState", statements: [])
    }
  }

  @Test func theAssignmentsAreTheLeavesThatDiffer() {
    struct Form: Equatable, Sendable {
      enum Phase: Equatable, Sendable { case idle, failed(String) }
      var title = ""
      var tags = ["a"]
      var phase = Phase.idle
      var count: Int? = nil
    }
    var actual = Form()
    actual.title = "Dune"
    actual.phase = .failed("no")
    actual.count = 2
    #expect(
      StateRecording.assignments(
        from: DeclaredState(Form()).fields, to: DeclaredState(actual).fields)
        == [#"title = "Dune""#, #"phase = .failed("no")"#, "count = 2"])
    #expect(StateRecording.literal(.name("idle")) == ".idle")
    #expect(StateRecording.literal(.list([.name("a"), .string("b")])) == #"[.a, "b"]"#)
  }
}
