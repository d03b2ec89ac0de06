import Testing

@testable import FlowsShell

/// Tab completes the word before the cursor from the screen's actions and their fixed words,
/// the shell commands and their options, and the app's paths; it lists them when ambiguous.
@Suite struct CompletionTests {
  let context = CompletionContext(
    actions: [
      ("play", []), ("settings", []), ("sound", ["on", "off"]), ("login", []),
    ],
    paths: ["/login", "/main", "/main/game", "/main/settings"])

  private func complete(_ line: String) -> Completion { Completion(of: line, in: context) }

  @Test func aWordThatOneCandidateFitsIsCompletedWithASpace() {
    #expect(complete("pl") == Completion(completed: "play ", choices: []))
    #expect(complete(":tr") == Completion(completed: ":tree ", choices: []))
    #expect(complete(":tree --f") == Completion(completed: "--format ", choices: []))
    #expect(complete(":tree --format m") == Completion(completed: "mermaid ", choices: []))
    #expect(complete("sound o") == Completion(completed: "o", choices: ["on", "off"]))
    #expect(complete("sound of") == Completion(completed: "off ", choices: []))
    #expect(complete(":back ") == Completion(completed: "--cancel ", choices: []))
    #expect(complete(":expect p") == Completion(completed: "path ", choices: []))
    #expect(complete(":open /main/g") == Completion(completed: "/main/game ", choices: []))
  }

  @Test func anAmbiguousWordGrowsToWhatItsCandidatesShareThenListsThem() {
    #expect(complete("s") == Completion(completed: "s", choices: ["settings", "sound"]))
    #expect(complete(":open /m") == Completion(completed: "/main", choices: []))
    #expect(
      complete(":open /main")
        == Completion(completed: "/main", choices: ["/main", "/main/game", "/main/settings"]))
    #expect(
      complete(":s") == Completion(completed: ":s", choices: [":screen", ":stack", ":state"]))
  }

  @Test func nothingFitsAWordNoCandidateStartsWithOrAfterAWholeCommand() {
    #expect(complete("jump") == Completion(completed: nil, choices: []))
    #expect(complete("play ") == Completion(completed: nil, choices: []))
    #expect(complete(":quit ") == Completion(completed: nil, choices: []))
    #expect(complete("sound on ") == Completion(completed: nil, choices: []))
    #expect(complete(":open /main x") == Completion(completed: nil, choices: []))
  }
}
