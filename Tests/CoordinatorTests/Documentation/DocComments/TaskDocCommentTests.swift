import Coordinator
import Testing

// The listing of the doc comment of `Tasks/BaseCoordinator+Tasks.swift`, compiled and run.
// `DocCommentListingTests` checks that it still matches.

/// The listing of `BaseCoordinator+Tasks.swift`: a log-in that awaits, then navigates.
@MainActor
@Suite struct StartTaskDocComment {
  /// A server that answers at once, or never.
  @MainActor
  final class API {
    var answers = true
    func logIn() async throws -> String {
      guard answers else {
        try await Task.sleep(for: .seconds(3600))
        return "late"
      }
      return "ada"
    }
  }

  final class LoginFlow: BaseCoordinator {
    let api = API()
    private(set) var shownHomes: [String] = []

    func showHome(for user: String) { shownHomes.append(user) }

    func loginTapped() {
      startTask { [weak self, api] in
        guard let user = try? await api.logIn() else { return }
        self?.showHome(for: user)
      }
    }
  }

  @Test func theLogInShowsHomeOnceItAnswers() async {
    let flow = LoginFlow()
    flow.start()
    flow.loginTapped()
    let task = flow.runningTasks.first
    // The log-in runs on the main actor once this test yields it.
    for _ in 0..<1_000 where task?.isDone == false {
      await Task.yield()
    }
    #expect(flow.shownHomes == ["ada"])
    #expect(flow.runningTasks.isEmpty)
  }

  @Test func aLogInStillWaitingEndsWithTheFlow() async {
    weak var weakFlow: LoginFlow?
    var task: FlowTask?
    do {
      let flow = LoginFlow()
      weakFlow = flow
      flow.api.answers = false
      flow.start()
      flow.loginTapped()
      task = flow.runningTasks.first
      flow.finish()
    }
    #expect(weakFlow == nil)
    #expect(task?.isCancelled == true)
  }
}
