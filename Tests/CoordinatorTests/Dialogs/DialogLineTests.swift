import Coordinator
import Testing

/// A dialog asked while another is up on the same router waits its turn: shown once the first
/// is answered or torn down, in the order asked, or answered `nil` without showing when its
/// own flow ends first.
@MainActor
@Suite struct DialogLineTests {
  enum Answer: String, DialogChoice {
    case yes, no
  }

  /// An alert asking `title`, answered yes or no.
  static func question(_ title: String) -> DialogContent<Answer> {
    .alert(
      title,
      buttons: [
        DialogButton(.yes, title: "Yes"), DialogButton(.no, title: "No", role: .cancel),
      ])
  }

  final class Answers {
    var values: [String] = []
  }

  let router = StackRouter(isJournaling: true)
  let app: TestFlow
  let answers = Answers()

  init() {
    app = TestFlow("App", router: router, screens: ["Home"])
    app.start()
  }

  /// A flow with one screen, started under the app.
  func startFlow(_ name: String) -> TestFlow {
    let flow = TestFlow(name, router: router, screens: [name])
    app.startChild(flow)
    return flow
  }

  /// `flow` asks `title`; its answer goes to `answers` as `title: answer`.
  func ask(_ title: String, from flow: BaseCoordinator) throws {
    try flow.ask(Self.question(title), screenName: title, on: router) { [answers] in
      answers.values.append("\(title): \($0?.rawValue ?? "nil")")
    }
  }

  var top: DialogScreen? { router.topScreen as? DialogScreen }

  @Test func aDialogOverADialogIsAnsweredInOrderAndBothFlowsAreReleased() throws {
    weak var first: TestFlow?
    weak var second: TestFlow?
    do {
      let flowA = startFlow("Editor")
      let flowB = startFlow("Timer")
      (first, second) = (flowA, flowB)
      _ = router.takeJournal()

      try ask("Save?", from: flowA)
      try ask("Stop?", from: flowB)

      #expect(router.takeJournal().map(\.description) == ["presented #4 Save? on level 1"])
      // The waiting dialog is in the tree, a flow with no screen yet, and breaks no invariant.
      #expect(
        CoordinatorTree(app, router: router).render(.text) == """
          App [#1 Home]
          ├── Editor [#2 Editor]
          │   └── Dialog [#4 Save?]
          └── Timer [#3 Timer]
              └── Dialog
          """)
      #expect(router.violations(in: app) == [])
      #expect(flowA.isShowingDialog && !flowA.hasWaitingDialog)
      #expect(!flowB.isShowingDialog && flowB.hasWaitingDialog)
      let waiting = try #require(flowB.childCoordinators.first as? Dialog<Answer>)
      #expect(waiting.phase == .waiting)
      #expect(!waiting.answer(.yes))

      #expect(try #require(top).answer("yes"))
      #expect(answers.values == ["Save?: yes"])
      #expect(
        router.takeJournal().map(\.description) == [
          "dismissed #4 Save?", "presented #5 Stop? on level 1",
        ])
      #expect(waiting.phase == .shown)
      #expect(!flowA.isShowingDialog && flowB.isShowingDialog)

      #expect(try #require(top).answer("no"))
      #expect(waiting.phase == .ended)
      flowB.finish()
      flowA.finish()
    }

    #expect(answers.values == ["Save?: yes", "Stop?: no"])
    #expect(
      router.takeJournal().map(\.description) == [
        "dismissed #5 Stop?", "popped #3 Timer", "popped #2 Editor",
      ])
    #expect(first == nil)
    #expect(second == nil)
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(router.violations(in: app) == [])
  }

  @Test func threeDialogsAreShownInTheOrderAsked() throws {
    let flows = ["A", "B", "C"].map(startFlow)
    for flow in flows { try ask("\(flow.name)?", from: flow) }
    _ = router.takeJournal()

    while let dialog = top {
      dialog.answer("no")
    }

    #expect(answers.values == ["A?: no", "B?: no", "C?: no"])
    #expect(
      router.takeJournal().map(\.description) == [
        "dismissed #5 A?", "presented #6 B? on level 1",
        "dismissed #6 B?", "presented #7 C? on level 1",
        "dismissed #7 C?",
      ])
  }

  @Test func aWaitingDialogWhoseFlowEndsAnswersNothingAndNeverShows() throws {
    weak var timer: TestFlow?
    let editor = startFlow("Editor")
    do {
      // A flow with no screen of its own: its end takes nothing from under the dialog shown.
      let flow = TestFlow("Timer", router: router, screens: [])
      app.startChild(flow)
      timer = flow
      try ask("Save?", from: editor)
      try ask("Stop?", from: flow)
      _ = router.takeJournal()

      flow.finish()
    }

    #expect(answers.values == ["Stop?: nil"])
    #expect(timer == nil)
    #expect(router.takeJournal() == [])
    try #require(top).answer("no")
    #expect(answers.values == ["Stop?: nil", "Save?: no"])
    #expect(router.takeJournal().map(\.description) == ["dismissed #3 Save?"])
    #expect(!router.stack.showsDialog)
  }

  @Test func theNextDialogShowsWhenTheFirstIsTornDown() throws {
    weak var editor: TestFlow?
    let timer = startFlow("Timer")
    do {
      let flow = startFlow("Editor")
      editor = flow
      try ask("Save?", from: flow)
      try ask("Stop?", from: timer)
      _ = router.takeJournal()

      flow.finish()
    }

    #expect(answers.values == ["Save?: nil"])
    #expect(editor == nil)
    #expect(
      router.takeJournal().map(\.description) == [
        "dismissed #4 Save?", "popped #3 Editor", "presented #5 Stop? on level 1",
      ])
    #expect(timer.isShowingDialog)
  }

  @Test func whatTheFirstAnswerDoesIsDoneBeforeTheNextShows() throws {
    let editor = startFlow("Editor")
    let timer = startFlow("Timer")
    // Answering yes ends the timer, which asked next: its dialog never shows.
    try editor.ask(Self.question("Save?"), screenName: "Save?", on: router) { [answers] in
      answers.values.append("Save?: \($0?.rawValue ?? "nil")")
      timer.finish()
    }
    try ask("Stop?", from: timer)
    _ = router.takeJournal()

    try #require(top).answer("yes")

    #expect(answers.values == ["Save?: yes", "Stop?: nil"])
    #expect(
      router.takeJournal().map(\.description) == ["dismissed #4 Save?", "popped #3 Timer"])
    #expect(!router.stack.showsDialog)
  }

  @Test func aRootReplacedUnderBothAnswersBothNothing() throws {
    let (editor, timer) = (startFlow("Editor"), startFlow("Timer"))
    try ask("Save?", from: editor)
    try ask("Stop?", from: timer)
    _ = router.takeJournal()

    router.setRoot(TestScreen("Welcome"), animated: false)

    // The second dialog's turn came inside the change, its present waited behind it, and by
    // then its flow had ended with the rest: the router refuses it, as any flow's call then.
    #expect(
      router.takeJournal().map(\.description) == [
        "root #5 Welcome replaced #4 Save?, #3 Timer, #2 Editor, #1 Home (not animated)",
        "rejected present(#6): Dialog has finished and cannot show a screen",
      ])

    #expect(answers.values == ["Save?: nil", "Stop?: nil"])
    #expect(router.stack.description == "level 0: #5 Welcome")
    #expect(!router.stack.showsDialog)
  }

  @Test func dialogsOnTwoRoutersDoNotWaitForEachOther() throws {
    let other = StackRouter()
    let flow = TestFlow("Other", router: other, screens: ["Other"])
    app.startChild(flow)
    let editor = startFlow("Editor")
    try ask("Save?", from: editor)

    try flow.ask(Self.question("Elsewhere?"), on: other) { _ in }

    #expect(flow.isShowingDialog)
    #expect(other.stack.showsDialog && router.stack.showsDialog)
  }
}

/// Dialogs asked through different objects that move one router, a tab's router and its
/// container, share that router's line.
@MainActor
@Suite struct SharedDialogLineTests {
  @Test func aDialogAskedThroughATabsRouterWaitsForTheContainersDialog() throws {
    let router = StackRouter(isJournaling: true)
    router.setTabs(["a", "b"], selected: "a", owner: nil, animated: false, onSelect: nil)
    let tab = try #require(router.router(forTab: "a"))
    #expect(tab.underlyingRouter === router)
    let app = TestFlow("App", router: router, screens: [])
    app.start()
    var answers: [String] = []
    try app.ask(DialogLineTests.question("First?"), screenName: "First", on: router) {
      answers.append("first: \($0?.rawValue ?? "nil")")
    }
    try app.ask(DialogLineTests.question("Second?"), screenName: "Second", on: tab) {
      answers.append("second: \($0?.rawValue ?? "nil")")
    }
    #expect(answers == [])
    #expect((router.topScreen as? DialogScreen)?.content.title == "First?")
    #expect(app.isShowingDialog && app.hasWaitingDialog)

    #expect((router.topScreen as? DialogScreen)?.answer("yes") == true)
    #expect(answers == ["first: yes"])
    #expect((router.topScreen as? DialogScreen)?.content.title == "Second?")
    #expect((router.topScreen as? DialogScreen)?.answer("no") == true)
    #expect(answers == ["first: yes", "second: no"])
    #expect(!app.isShowingDialog && !app.hasWaitingDialog)
    #expect(router.journal.allSatisfy { if case .rejected = $0 { false } else { true } })
  }
}
