import Testing

@testable import FlowsShell
@testable import GameApp

@Suite struct TextRendererTests {
  private let shown = ShownScreen(
    name: "Main", messages: ["Welcome, Ada.", "Difficulty: normal. Sound: on."])
  private let screen = "[SCREEN] Main\n  Welcome, Ada.\n  Difficulty: normal. Sound: on.\n"

  private func renderer(quiet: Bool = false, colored: Bool = false) -> TextRenderer {
    let style: TextStyle = colored ? .colored : .plain
    return TextRenderer(style: style, errorStyle: style, quiet: quiet)
  }

  @Test func aLineThatChangedSomethingShowsTheScreenUnlessQuiet() {
    let changed = LineOutcome(display: .changed)
    #expect(
      renderer().render(line: 1, outcome: changed, shown: shown)
        == RenderedOutput(output: screen))
    #expect(
      renderer(quiet: true).render(line: 1, outcome: changed, shown: shown)
        == RenderedOutput())
  }

  @Test func commandOutputIsPrintedEvenWhenQuietAndScreenWhenAskedFor() {
    #expect(
      renderer(quiet: true).render(
        line: 1, outcome: LineOutcome(result: "/main"), shown: shown)
        == RenderedOutput(output: "/main\n"))
    #expect(
      renderer(quiet: true).render(
        line: 1, outcome: LineOutcome(result: "plain", display: .requested), shown: shown)
        == RenderedOutput(output: screen))
  }

  @Test func errorsGoToStandardErrorWithTheLineNumber() {
    var outcome = LineOutcome.rejected("nothing to go back to")
    outcome.notes.writeFailure = "cannot write /x: No space left on device"
    #expect(
      renderer().render(line: 7, outcome: outcome, shown: shown)
        == RenderedOutput(
          errors: "flows: line 7: nothing to go back to\n"
            + "flows: line 7: cannot write /x: No space left on device\n"))
    #expect(
      renderer().render(
        line: 9, outcome: LineOutcome(verdict: .expectationFailed("expected a, actual b")),
        shown: shown)
        == RenderedOutput(errors: "flows: line 9: expected a, actual b\n"))
  }

  @Test func colourIsANSIEscapesAroundTheHeadingAndErrors() {
    let colored = renderer(colored: true)
    #expect(colored.start(shown).hasPrefix("\u{1B}[1m[SCREEN] Main\u{1B}[0m\n  Welcome"))
    #expect(
      colored.render(line: 2, outcome: .rejected("no"), shown: shown).errors
        == "\u{1B}[31mflows: line 2: no\u{1B}[0m\n")
    #expect(!renderer().start(shown).contains("\u{1B}"))
  }
}
