import Coordinator
import MVVM
import Observation

/// A form's model: a draft typed field by field, and a save that runs.
@MainActor
@Observable
final class FormViewModel: ViewModel, StateDeclaring {
  struct State: Equatable, Sendable {
    var title = ""
    var author = ""
    var saving = false
  }

  private(set) var state = State()

  func titleChanged(_ title: String) {
    state.title = title
  }

  func authorChanged(_ author: String) {
    state.author = author
  }

  func saveTapped() {
    state.saving = true
  }
}

/// The form's screen: it holds its view model, whose state is then the screen's.
@MainActor
final class FormScreen: Presentable {
  let viewModel = FormViewModel()
}

/// A flow that shows a form over a screen of its own, and ends when the form leaves.
@MainActor
final class FormFlow: BaseCoordinator {
  let router: any Router
  private(set) weak var form: FormScreen?

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    super.start()
    let form = FormScreen()
    self.form = form
    router.push(form, owner: self) { [weak self] in self?.finish() }
  }
}
