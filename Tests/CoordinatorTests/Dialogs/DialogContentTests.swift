import Coordinator
import FlowsShell
import Testing

/// A dialog's content: what a person reads (titles of any text, a message, roles) beside the
/// keys a shell types; what cannot be asked is a thrown error, never a trap.
@MainActor
@Suite struct DialogContentTests {
  enum EndMeeting: String, DialogChoice {
    case saveAndEnd, discard, resume
  }

  let router = StackRouter(isJournaling: true)
  let app = TestFlow("App", router: StackRouter(), screens: [])

  init() { app.start() }

  @Test func aTitleWithSpacesAndPunctuationIsATitleAndTheKeyComesFromTheValue() throws {
    let content = DialogContent.confirmationDialog(
      "End meeting — now?", message: "You are ending the meeting early. What would you like to do?",
      buttons: [
        DialogButton(EndMeeting.saveAndEnd, title: "Save and end"),
        DialogButton(EndMeeting.discard, title: "Discard!", role: .destructive),
        DialogButton(EndMeeting.resume, title: "Resume: keep going…", role: .cancel),
      ])
    var answers: [EndMeeting?] = []
    try app.ask(content, screenName: "Alert", on: router) { answers.append($0) }
    let screen = try #require(router.topScreen as? DialogScreen)

    #expect(
      screen.content
        == DialogContent(
          .confirmationDialog, title: "End meeting — now?",
          message: "You are ending the meeting early. What would you like to do?",
          buttons: [
            DialogButton("saveAndEnd", key: "saveAndEnd", title: "Save and end"),
            DialogButton("discard", key: "discard", title: "Discard!", role: .destructive),
            DialogButton("resume", key: "resume", title: "Resume: keep going…", role: .cancel),
          ]))
    #expect(screen.content(of: EndMeeting.self) == content)
    #expect(
      screen.messages == [
        "End meeting — now?", "You are ending the meeting early. What would you like to do?",
        "saveAndEnd — Save and end", "discard — Discard! (destructive)",
        "resume — Resume: keep going… (cancel)",
      ])
    #expect(!screen.answer("Save and end"))
    #expect(screen.answer("saveAndEnd"))
    #expect(answers == [.saveAndEnd])
  }

  @Test func aKeyGivenBesideAValueOfAnyType() throws {
    let content = DialogContent.alert(
      "Rate it", buttons: [1, 2, 3].map { DialogButton($0, key: "\($0)", title: "\($0) stars") })
    let dialog = try Dialog(content, router: router)
    var answers: [Int?] = []
    app.runChild(dialog, on: router) { answers.append($0) }

    #expect(dialog.screen.messages == ["Rate it", "1 — 1 stars", "2 — 2 stars", "3 — 3 stars"])
    #expect(dialog.screen.answer("2"))
    #expect(answers == [2])
  }

  @Test(arguments: [
    (DialogContent<String>.alert("Sure?", buttons: []), DialogError.noChoices),
    (
      .alert(
        "Sure?",
        buttons: [
          DialogButton("a", key: "yes", title: "A"), DialogButton("b", key: "yes", title: "B"),
        ]),
      .repeatedKey("yes")
    ),
    (
      .alert("Sure?", buttons: [DialogButton("a", key: "Save and end", title: "A")]),
      .keyNotAWord("Save and end")
    ),
    (
      .alert("Sure?", buttons: [DialogButton("a", key: ":quit", title: "A")]), .keyNotAWord(":quit")
    ),
    (.alert("Sure?", buttons: [DialogButton("a", key: "", title: "A")]), .keyNotAWord("")),
    (
      .alert("Sure?", buttons: [DialogButton("a", key: "a\u{7}", title: "A")]),
      .keyNotAWord("a\u{7}")
    ),
    // Issue #60: two keys that differ only by a zero-width space were both accepted.
    (
      .alert(
        "Sure?",
        buttons: [
          DialogButton("a", key: "delete", title: "A"),
          DialogButton("b", key: "de\u{200B}lete", title: "B"),
        ]),
      .keyNotAWord("de\u{200B}lete")
    ),
    (
      .alert("Sure?", buttons: [DialogButton("a", key: "ok\u{FE0F}", title: "A")]),
      .keyNotAWord("ok\u{FE0F}")
    ),
  ])
  func whatCannotBeAskedIsAThrownErrorAndShowsNothing(
    content: DialogContent<String>, error: DialogError
  ) {
    #expect(throws: error) { try content.validate() }
    #expect(throws: error) { try Dialog(content, router: router) }
    #expect(throws: error) { try app.ask(content, on: router) { _ in } }
    #expect(router.takeJournal() == [])
    #expect(app.childCoordinators.isEmpty)
  }

  @Test func errorsReadAsSentences() {
    #expect(
      [
        DialogError.noChoices, .repeatedKey("yes"), .keyNotAWord("Save and end"),
        .keyNotAWord("de\u{200B}lete"),
      ].map(\.description)
        == [
          "a dialog offers at least one choice", #"the choices' key "yes" repeats"#,
          #""Save and end" cannot be a choice's key: a key is one word of visible characters, "#
            + #"not starting with ":""#,
          #""de\u{200B}lete" cannot be a choice's key: a key is one word of visible characters, "#
            + #"not starting with ":""#,
        ])
  }

  @Test func aPlainChoiceWithNoMessageIsOneLineEach() throws {
    let dialog = try Dialog(
      .alert("Sync now?", buttons: [DialogButton("sync", key: "sync", title: "Sync")]),
      router: router)
    #expect(dialog.screen.messages == ["Sync now?", "sync — Sync"])
    #expect(dialog.screen.style == .alert)
    #expect(dialog.screen.message == nil)
  }
}
