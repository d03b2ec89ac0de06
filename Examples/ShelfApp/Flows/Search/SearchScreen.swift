import FlowsShell

/// The search tab's root: `find TEXT`.
@MainActor
final class SearchScreen: ShellScreen {
  enum Action: Sendable {
    case find(String)
  }

  private weak var flow: SearchFlowCoordinator?

  init(flow: SearchFlowCoordinator) {
    self.flow = flow
  }

  var screenName: String { "Search" }
  var messages: [String] {
    guard let text = flow?.searchingFor else { return ["find a book by its title or author"] }
    return ["Searching for \"\(text)\"…"]
  }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([
    .action("find", BookTexts.text, samples: ["dune"]) { .find($0) }
  ])

  func perform(_ action: Action) throws(ScreenActionError) {
    switch action {
    case .find(let text):
      // Results no link could name could be neither opened again nor restored.
      if let problem = SearchText.tooLongForALink(text) { throw .invalidArgument(problem) }
      flow?.find(text)
    }
  }
}
