import MVVM
import Observation
import Testing

// The listings of the DocC article "View Models and Outputs"
// (MVVM.docc/ViewModelsAndOutputs.md). `ArticleListingTests`, in CoordinatorTests, checks that
// they still match.

@MainActor
protocol QuizOutput: ViewModelOutput {
  func quizDidFinish(_ viewModel: QuizViewModel, score: Int)
  func quizDidTapQuit(_ viewModel: QuizViewModel)
}

@Observable
final class QuizViewModel: ViewModel {
  private let questions: [(text: String, answer: Int)]
  private var index = 0
  private(set) var score = 0
  @ObservationIgnored private weak var output: (any QuizOutput)?

  init(questions: [(text: String, answer: Int)], output: any QuizOutput) {
    self.questions = questions
    self.output = output
  }

  var question: String { questions[index].text }

  func answerTapped(_ answer: Int) {
    if answer == questions[index].answer {
      score += 1
    }
    if index + 1 < questions.count {
      index += 1
    } else {
      output?.quizDidFinish(self, score: score)
    }
  }

  func quitButtonTapped() { output?.quizDidTapQuit(self) }
}

/// The flow that owns the quiz screen; in an app, a coordinator.
@MainActor
final class QuizFlow: QuizOutput {
  private(set) var viewModel: QuizViewModel?
  private(set) var heard: [String] = []

  func start() {
    viewModel = QuizViewModel(
      questions: [("2 + 2?", 4), ("3 × 3?", 9)], output: self)
  }

  func quizDidFinish(_ viewModel: QuizViewModel, score: Int) {
    heard.append("finished with \(score)")
  }

  func quizDidTapQuit(_ viewModel: QuizViewModel) {
    heard.append("quit")
  }
}

/// A headless view: it draws what `content` reads as text, and knows when to draw again.
@MainActor
final class TextView {
  private let content: @MainActor () -> String
  private(set) var needsDisplay = true

  init(_ content: @escaping @MainActor () -> String) { self.content = content }

  func draw() -> String {
    needsDisplay = false
    return withObservationTracking {
      content()
    } onChange: { [weak self] in
      // Called before the change, once: the view asks to be drawn again, as SwiftUI would.
      MainActor.assumeIsolated { self?.needsDisplay = true }
    }
  }
}

@MainActor
@Suite struct ViewModelsAndOutputsTests {
  @Test func inputsChangeTheStateAndTheFlowHearsTheEnd() throws {
    let flow = QuizFlow()
    flow.start()
    let quiz = try #require(flow.viewModel)
    #expect(quiz.question == "2 + 2?")

    quiz.answerTapped(4)
    #expect(quiz.question == "3 × 3?")
    #expect(quiz.score == 1)
    #expect(flow.heard == [])

    quiz.answerTapped(6)
    #expect(quiz.score == 1)
    #expect(flow.heard == ["finished with 1"])
  }

  @Test func aViewDrawsAgainOnlyWhenWhatItReadChanges() throws {
    let flow = QuizFlow()
    flow.start()
    let quiz = try #require(flow.viewModel)
    let view = TextView { "\(quiz.question) (score \(quiz.score))" }
    #expect(view.draw() == "2 + 2? (score 0)")
    #expect(!view.needsDisplay)

    quiz.quitButtonTapped()  // reports to the flow; the state is the same
    #expect(!view.needsDisplay)

    quiz.answerTapped(4)
    #expect(view.needsDisplay)
    #expect(view.draw() == "3 × 3? (score 1)")
  }

  @Test func theFlowIsNeverKeptAliveByItsViewModel() {
    weak var weakFlow: QuizFlow?
    let quiz: QuizViewModel
    do {
      let flow = QuizFlow()
      flow.start()
      weakFlow = flow
      quiz = flow.viewModel!
    }
    #expect(weakFlow == nil)  // the view model's output is weak
    quiz.quitButtonTapped()  // heard by nobody, and harmless
    quiz.answerTapped(4)
    #expect(quiz.score == 1)
  }
}

struct AudioSettings: Sendable {
  var volume = 5
}

enum AudioAction: Sendable {
  case volumeChanged(Int)
}

/// A view model over app state a store keeps: it reads the store and dispatches to it.
@Observable
final class VolumeViewModel: ViewModel {
  @ObservationIgnored private let store: Store<AudioSettings, AudioAction>

  init(store: Store<AudioSettings, AudioAction>) { self.store = store }

  var volume: Int { store.state.volume }

  func sliderMoved(to volume: Int) {
    store.dispatch(.volumeChanged(min(max(volume, 0), 10)))
  }
}

extension ViewModelsAndOutputsTests {
  @Test func aViewModelOverAStoreIsObservedThroughIt() {
    let store = Store<AudioSettings, AudioAction>(initialState: AudioSettings()) { state, action in
      switch action {
      case .volumeChanged(let volume): state.volume = volume
      }
    }
    let volume = VolumeViewModel(store: store)
    let view = TextView { "volume \(volume.volume)" }
    #expect(view.draw() == "volume 5")

    volume.sliderMoved(to: 12)
    #expect(view.needsDisplay)
    #expect(view.draw() == "volume 10")
    #expect(store.state.volume == 10)
  }
}
