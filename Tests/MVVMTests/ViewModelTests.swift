import MVVM
import Observation
import Testing

@MainActor
@Suite struct ViewModelTests {
  @Test func inputsReportToTheOutputInOrder() throws {
    let flow = FlowSpy()
    flow.start()
    let viewModel = try #require(flow.viewModel)
    viewModel.playButtonTapped()
    viewModel.settingsButtonTapped()
    viewModel.playButtonTapped()
    #expect(flow.events == ["play 1", "settings", "play 2"])
  }

  @Test func observationTrackingOfAViewModelFiresOnAnInput() throws {
    let flow = FlowSpy()
    flow.start()
    let viewModel = try #require(flow.viewModel)
    let changes = Recorder<Int>()
    withObservationTracking {
      _ = viewModel.playCount
    } onChange: {
      MainActor.assumeIsolated { changes.record(viewModel.playCount) }
    }
    viewModel.settingsButtonTapped()
    #expect(changes.values == [])
    viewModel.playButtonTapped()
    #expect(changes.values == [0])
  }

  @Test func theOutputIsHeldWeaklySoTheFlowAndItsViewModelAreReleased() {
    weak var weakFlow: FlowSpy?
    weak var weakViewModel: MainScreenViewModel?
    do {
      let flow = FlowSpy()
      flow.start()
      weakFlow = flow
      weakViewModel = flow.viewModel
      flow.viewModel?.playButtonTapped()
      #expect(flow.events == ["play 1"])
    }
    #expect(weakFlow == nil)
    #expect(weakViewModel == nil)
  }

  @Test func aViewModelOutlivingItsFlowIgnoresInputs() throws {
    weak var weakFlow: FlowSpy?
    let viewModel: MainScreenViewModel
    do {
      let flow = FlowSpy()
      flow.start()
      weakFlow = flow
      viewModel = try #require(flow.viewModel)
    }
    #expect(weakFlow == nil)
    viewModel.playButtonTapped()
    #expect(viewModel.playCount == 1)
  }
}
