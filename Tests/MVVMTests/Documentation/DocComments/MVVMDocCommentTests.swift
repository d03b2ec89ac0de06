import MVVM
import Observation
import Testing

// The listings of the doc comments of the `MVVM` module, each in the suite of its source file,
// compiled and run. `DocCommentListingTests` (in `CoordinatorTests`) checks that they still
// match.

/// The listing of `ViewModel.swift`.
@MainActor
@Suite struct ViewModelDocComment {
  @MainActor
  protocol MainScreenOutput: ViewModelOutput {
    func mainScreenDidTapPlay(_ viewModel: MainScreenViewModel)
  }

  @Observable
  final class MainScreenViewModel: ViewModel {
    private(set) var title = "Main"
    @ObservationIgnored private weak var output: (any MainScreenOutput)?

    init(output: any MainScreenOutput) {
      self.output = output
    }

    func playButtonTapped() {
      output?.mainScreenDidTapPlay(self)
    }
  }

  final class Flow: MainScreenOutput {
    var plays = 0
    func mainScreenDidTapPlay(_ viewModel: MainScreenViewModel) { plays += 1 }
  }

  @Test func theOutputHearsTheTapAndIsHeldWeakly() {
    var flow: Flow? = Flow()
    let viewModel = MainScreenViewModel(output: flow!)
    viewModel.playButtonTapped()
    #expect(flow?.plays == 1 && viewModel.title == "Main")
    weak let heldWeakly = flow
    flow = nil
    #expect(heldWeakly == nil)
    viewModel.playButtonTapped()  // no output: nothing happens
  }
}

/// The listing of `ViewModelOutput.swift`.
@MainActor
@Suite struct ViewModelOutputDocComment {
  @MainActor
  protocol SettingsOutput: ViewModelOutput {
    func settingsDidFinish(_ viewModel: SettingsViewModel)
  }

  @Observable
  final class SettingsViewModel: ViewModel {
    @ObservationIgnored private weak var output: (any SettingsOutput)?

    init(output: any SettingsOutput) {
      self.output = output
    }

    func doneButtonTapped() {
      output?.settingsDidFinish(self)
    }
  }

  final class Flow: SettingsOutput {
    var finished = false
    func settingsDidFinish(_ viewModel: SettingsViewModel) { finished = true }
  }

  @Test func theOutputHearsDone() {
    let flow = Flow()
    SettingsViewModel(output: flow).doneButtonTapped()
    #expect(flow.finished)
  }
}

/// The listings of `Store.swift` and `StoreSubscription.swift`.
@MainActor
@Suite struct StoreDocComment {
  /// The listing of the type: a store, a subscriber and an action.
  @Test func aSubscriberHearsTheStateNowAndAfterEachChange() {
    struct AppState: Sendable {
      var volume = 5
    }

    enum AppAction: Sendable {
      case volumeChanged(Int)
    }

    let store = Store<AppState, AppAction>(initialState: AppState()) { state, action in
      switch action {
      case .volumeChanged(let volume):
        state.volume = volume
      }
    }
    var heard: [Int] = []
    let subscription = store.subscribe(\.volume) { heard.append($0) }
    store.dispatch(.volumeChanged(7))
    subscription.cancel()
    // heard == [5, 7]
    #expect(heard == [5, 7])
    store.dispatch(.volumeChanged(9))
    #expect(heard == [5, 7])
  }

  struct Settings: Sendable {
    var volume = 5
    var title = "Settings"
  }

  final class Speaker {
    var volume = 0
  }

  /// The listing of `subscribe(_:_:)`: a selected value, delivered when it changes.
  @Test func aSelectedValueIsDeliveredWhenItChanges() {
    let store = Store<Settings, Int>(initialState: Settings()) { $0.volume = $1 }
    let speaker = Speaker()
    let subscription = store.subscribe(\.volume) { [weak speaker] volume in
      speaker?.volume = volume
    }
    #expect(speaker.volume == 5)
    store.dispatch(7)
    #expect(speaker.volume == 7)
    subscription.cancel()
  }

  /// The listing of `StoreSubscription`: nothing is delivered once it is cancelled.
  @Test func aCancelledSubscriptionHearsNothingMore() {
    let store = Store<Settings, Int>(initialState: Settings()) { $0.volume = $1 }
    let speaker = Speaker()
    let subscription = store.subscribe(\.volume) { [weak speaker] volume in
      speaker?.volume = volume
    }
    // …
    subscription.cancel()
    store.dispatch(9)
    #expect(speaker.volume == 5 && subscription.isCancelled)
  }
}
