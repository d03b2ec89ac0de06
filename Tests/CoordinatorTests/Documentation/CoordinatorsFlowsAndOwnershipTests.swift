import Coordinator
import MVVM
import Observation
import Testing

// The listings of the DocC article "Coordinators, Flows and Ownership"
// (Coordinator.docc/CoordinatorsFlowsAndOwnership.md). `ArticleListingTests` checks that they
// still match.

/// A headless screen: a name, and the view model a view would draw, if it has one.
final class MailScreen: Presentable {
  let screenName: String
  let viewModel: (any ViewModel)?

  init(_ name: String, viewModel: (any ViewModel)? = nil) {
    screenName = name
    self.viewModel = viewModel
  }
}

@MainActor
protocol MessageOutput: ViewModelOutput {
  func messageDidTapReply(_ viewModel: MessageViewModel)
  func messageDidTapDelete(_ viewModel: MessageViewModel)
}

@Observable
final class MessageViewModel: ViewModel {
  let subject: String
  @ObservationIgnored private weak var output: (any MessageOutput)?

  init(subject: String, output: any MessageOutput) {
    self.subject = subject
    self.output = output
  }

  func replyButtonTapped() { output?.messageDidTapReply(self) }
  func deleteButtonTapped() { output?.messageDidTapDelete(self) }
}

/// A reply, on a presented level of its own; sending it or swiping it down ends the flow.
final class ComposeFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.present(MailScreen("Compose"), owner: self) { [weak self] in self?.finish() }
  }

  func sendButtonTapped() { finish() }
}

/// One message, pushed on the inbox; it can start a reply.
final class MessageFlow: BaseCoordinator {
  private let router: any Router
  private let subject: String

  init(router: any Router, subject: String) {
    self.router = router
    self.subject = subject
  }

  override func start() {
    super.start()
    let viewModel = MessageViewModel(subject: subject, output: self)
    router.push(MailScreen("Message", viewModel: viewModel), owner: self) { [weak self] in
      self?.finish()
    }
  }
}

extension MessageFlow: MessageOutput {
  func messageDidTapReply(_ viewModel: MessageViewModel) {
    let compose = ComposeFlow(router: router)
    addDependency(compose)
    compose.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)
      self?.removeDependency(flow)
    }
    compose.start()
  }

  func messageDidTapDelete(_ viewModel: MessageViewModel) {
    finish()
  }
}

/// The inbox: the root screen, from which messages open.
final class InboxFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.setRoot(MailScreen("Inbox"), owner: self)
  }

  func open(_ subject: String) {
    let message = MessageFlow(router: router, subject: subject)
    addDependency(message)
    message.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)
      self?.removeDependency(flow)
    }
    message.start()
  }
}

final class MailCoordinator: BaseCoordinator {
  let router = StackRouter(isJournaling: true)

  override func start() {
    super.start()
    let inbox = InboxFlow(router: router)
    addDependency(inbox)
    inbox.start()
  }
}

@MainActor
@Suite struct CoordinatorsFlowsAndOwnershipTests {
  let mail = MailCoordinator()

  init() { mail.start() }

  var tree: String { CoordinatorTree(mail, router: mail.router).render(.text) }

  @Test func eachObjectIsReleasedWhenItsFlowEnds() throws {
    #expect(
      tree == """
        MailCoordinator
        └── InboxFlow [#1 Inbox]
        """)
    let inbox = try #require(mail.childCoordinators.first as? InboxFlow)

    inbox.open("Lunch?")
    weak let message = inbox.childCoordinators.first as? MessageFlow
    weak let messageScreen = mail.router.topScreen as? MailScreen
    weak let messageViewModel = messageScreen?.viewModel as? MessageViewModel
    #expect(message?.parent === inbox)  // the parent owns the child; the child's parent is weak
    #expect(
      tree == """
        MailCoordinator
        └── InboxFlow [#1 Inbox]
            └── MessageFlow [#2 Message]
        """)

    messageViewModel?.replyButtonTapped()
    weak let compose = message?.childCoordinators.first as? ComposeFlow
    weak let composeScreen = mail.router.topScreen
    #expect(
      tree == """
        MailCoordinator
        └── InboxFlow [#1 Inbox]
            └── MessageFlow [#2 Message]
                └── ComposeFlow [#3 Compose]
        """)
    #expect(mail.router.stack.description == "level 0: #1 Inbox, #2 Message\nlevel 1: #3 Compose")

    // The reply is sent: the compose flow, its screen and its level are gone.
    compose?.sendButtonTapped()
    #expect(compose == nil)
    #expect(composeScreen == nil)
    #expect(message != nil)
    #expect(
      tree == """
        MailCoordinator
        └── InboxFlow [#1 Inbox]
            └── MessageFlow [#2 Message]
        """)

    // Reply again, then delete the message while the reply is open: the whole subtree goes.
    messageViewModel?.replyButtonTapped()
    weak let secondCompose = message?.childCoordinators.first as? ComposeFlow
    #expect(secondCompose != nil)
    messageViewModel?.deleteButtonTapped()
    #expect(message == nil)
    #expect(messageScreen == nil)
    #expect(messageViewModel == nil)
    #expect(secondCompose == nil)
    #expect(
      tree == """
        MailCoordinator
        └── InboxFlow [#1 Inbox]
        """)
    #expect(
      mail.router.journal.map(\.description) == [
        "root #1 Inbox replaced nothing (not animated)",
        "pushed #2 Message",
        "presented #3 Compose on level 1",
        "dismissed #3 Compose",
        "presented #4 Compose on level 1",
        "dismissed #4 Compose",
        "popped #2 Message",
      ])
  }
}

// Two mistakes, and what they cost. Each test ends the cycle it made, so that the test run
// itself leaks nothing.

@MainActor
protocol DraftOutput: ViewModelOutput {
  func draftDidTapDiscard(_ viewModel: DraftViewModel)
}

@Observable
final class DraftViewModel: ViewModel {
  // The mistake: a strong output. The flow keeps its view model, so the two keep each other.
  @ObservationIgnored let output: any DraftOutput

  init(output: any DraftOutput) { self.output = output }

  func discardButtonTapped() { output.draftDidTapDiscard(self) }
}

final class DraftFlow: BaseCoordinator {
  private let router: any Router
  var viewModel: DraftViewModel?

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    let viewModel = DraftViewModel(output: self)
    self.viewModel = viewModel
    router.push(MailScreen("Draft", viewModel: viewModel), owner: self) { [weak self] in
      self?.finish()
    }
  }
}

extension DraftFlow: DraftOutput {
  func draftDidTapDiscard(_ viewModel: DraftViewModel) { finish() }
}

extension CoordinatorsFlowsAndOwnershipTests {
  @Test func aStrongOutputKeepsAFinishedFlowAlive() throws {
    let inbox = try #require(mail.childCoordinators.first as? InboxFlow)
    weak var leakedDraft: DraftFlow?
    do {
      let draft = DraftFlow(router: mail.router)
      inbox.addDependency(draft)
      draft.flowCompletion = { [weak inbox, router = mail.router] flow in
        router.popFlow(flow, animated: true)
        inbox?.removeDependency(flow)
      }
      draft.start()
      leakedDraft = draft
    }

    leakedDraft?.viewModel?.discardButtonTapped()
    #expect(
      tree == """
        MailCoordinator
        └── InboxFlow [#1 Inbox]
        """)
    #expect(leakedDraft?.lifecycle == .finished)  // out of the tree, off the router, still alive

    leakedDraft?.viewModel = nil  // ends the cycle that a weak output would never have made
    #expect(leakedDraft == nil)
  }

  @Test func aCompletionThatCapturesTheParentStronglyKeepsTheTreeAlive() {
    weak var leakedInbox: InboxFlow?
    do {
      let router = StackRouter(isJournaling: true)
      let inbox = InboxFlow(router: router)
      inbox.start()
      let message = MessageFlow(router: router, subject: "Lunch?")
      inbox.addDependency(message)
      // The mistake: `inbox` captured strongly. inbox → message → completion → inbox.
      message.flowCompletion = { flow in
        router.popFlow(flow, animated: true)
        inbox.removeDependency(flow)
      }
      message.start()
      leakedInbox = inbox
    }
    #expect(leakedInbox != nil)  // nothing refers to the inbox any more, yet it is alive

    // Finishing clears the completion, ending the cycle.
    leakedInbox?.childCoordinators.first?.finish()
    #expect(leakedInbox == nil)
  }
}
