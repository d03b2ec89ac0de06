import Coordinator
import Testing

/// The first edition's spellings still work for one minor version, and what trapped in them
/// no longer does: a label that is not a word is made a key, and keeps its text as the title.
@MainActor
@Suite struct LabelledDialogTests {
  /// A first-edition choice: its raw value was its label and its button's text.
  enum EndMeeting: String, DialogChoice {
    case saveAndEnd = "Save and end"
    case discard
    case again = ":again"
    case twice = "discard "
  }

  /// The deprecated calls, reached through a protocol so that this file compiles without
  /// warnings while it tests them.
  protocol FirstEdition {
    @MainActor func dialog(_ choices: [EndMeeting], router: any Router) -> Dialog<EndMeeting>
    @MainActor func ask(
      _ flow: BaseCoordinator, _ choices: [EndMeeting], router: any Router,
      onAnswer: @escaping @MainActor (EndMeeting?) -> Void)
    @MainActor func keys(of screen: DialogScreen) -> [String]
  }

  struct Spellings: FirstEdition {
    @available(*, deprecated)
    func dialog(_ choices: [EndMeeting], router: any Router) -> Dialog<EndMeeting> {
      Dialog("End meeting?", choices: choices, screenName: "Alert", router: router)
    }

    @available(*, deprecated)
    func ask(
      _ flow: BaseCoordinator, _ choices: [EndMeeting], router: any Router,
      onAnswer: @escaping @MainActor (EndMeeting?) -> Void
    ) {
      flow.ask("End meeting?", choices: choices, on: router, onAnswer: onAnswer)
    }

    @available(*, deprecated)
    func keys(of screen: DialogScreen) -> [String] { screen.choiceLabels }
  }

  let old: any FirstEdition = Spellings()
  let router = StackRouter(isJournaling: true)
  let app = TestFlow("App", router: StackRouter(), screens: [])

  init() { app.start() }

  @Test func aLabelThatIsNotAWordIsMadeAKeyAndKeepsItsTextAsTitle() throws {
    let dialog = old.dialog([.saveAndEnd, .discard, .again, .twice], router: router)
    var answers: [EndMeeting?] = []
    app.runChild(dialog, on: router) { answers.append($0) }

    #expect(
      dialog.content
        == .alert(
          "End meeting?",
          buttons: [
            DialogButton(.saveAndEnd, key: "Save-and-end", title: "Save and end"),
            DialogButton(.discard, key: "discard", title: "discard"),
            DialogButton(.again, key: "again", title: ":again"),
            DialogButton(.twice, key: "discard-", title: "discard "),
          ]))
    #expect(old.keys(of: dialog.screen) == ["Save-and-end", "discard", "again", "discard-"])
    #expect(dialog.screen.answer("Save-and-end"))
    #expect(answers == [.saveAndEnd])
  }

  @available(*, deprecated)
  @Test func labelsThatBecomeTheSameWordAreNumbered() {
    enum Twin: String, DialogChoice {
      case first = "a b"
      case second = "a-b"
      case third = "a\tb"
    }
    let dialog = Dialog("Which?", choices: [Twin.first, .second, .third], router: router)
    #expect(dialog.content.buttons.map(\.key) == ["a-b", "a-b-2", "a-b-3"])
  }

  @Test func noChoiceAnswersNothingAsSoonAsItStarts() {
    var answers: [EndMeeting?] = []
    old.ask(app, [], router: router) { answers.append($0) }

    #expect(answers == [nil])
    #expect(router.takeJournal() == [])
    #expect(app.childCoordinators.isEmpty)
  }
}
