/// A question with a fixed set of answers: a flow that shows a ``DialogScreen`` and ends with
/// the choice picked, or with nothing.
///
/// Run it as any flow that returns a value, with
/// ``BaseCoordinator/runChild(_:on:animated:onResult:)`` or awaited, or with
/// ``BaseCoordinator/ask(_:screenName:on:onAnswer:)``. It is answered exactly once: with
/// a choice by ``answer(_:)``, or with `nil` when it ends any other way — its parent or an
/// ancestor ends, the root is replaced, a call in code takes what it covers. Its screen is a
/// dialog: nothing is pushed or presented over it, and neither `pop`, `dismiss`, the back
/// button nor a swipe-down takes it off.
///
/// A router shows one dialog at a time: a dialog started while another is up on the same
/// router waits its turn (``DialogPhase/waiting``) and is shown once every dialog asked before
/// it has been answered or torn down. Ended while it waits, it answers `nil` and never shows.
///
/// ```swift
/// enum Discard: String, DialogChoice { case discard, keep }
///
/// let dialog = try Dialog(
///   .alert(
///     "Discard changes?", message: "Your edits will be lost.",
///     buttons: [
///       DialogButton(Discard.discard, title: "Discard", role: .destructive),
///       DialogButton(Discard.keep, title: "Keep Editing", role: .cancel),
///     ]), router: router)
/// runChild(dialog, on: router) { [weak self] choice in
///   if choice == .discard { self?.finish() }
/// }
/// ```
@MainActor
public final class Dialog<Choice: Hashable & Sendable>: ReturningCoordinator<Choice> {
  /// What the dialog shows: style, title, message and choices.
  public let content: DialogContent<Choice>
  /// The screen the dialog shows.
  public let screen: DialogScreen
  /// Where the dialog is in its life: not asked, waiting its turn, shown, or ended.
  public private(set) var phase: DialogPhase = .notAsked
  private let router: any Router
  private var line: DialogLine?

  /// Creates a dialog that shows `content` on `router`, its screen named `screenName`.
  ///
  /// - Throws: ``DialogError`` when `content` offers no choice, or its choices' keys repeat or
  ///   are not words (see ``DialogContent/validate()``).
  public convenience init(
    _ content: DialogContent<Choice>, screenName: String = "Dialog", router: any Router
  ) throws(DialogError) {
    try content.validate()
    self.init(validated: content, screenName: screenName, router: router)
  }

  /// Creates a dialog of `content`, which has been validated, or made valid.
  init(validated content: DialogContent<Choice>, screenName: String, router: any Router) {
    self.content = content
    self.router = router
    screen = DialogScreen(screenName: screenName, content: content)
    super.init()
    screen.answerKey = { [weak self] key in
      guard let self, let button = self.content.buttons.first(where: { $0.key == key }) else {
        return false
      }
      return self.answer(button.value)
    }
  }

  /// The question.
  public var title: String { content.title }

  /// The answers offered, in order.
  public var choices: [Choice] { content.choices }

  /// `Dialog`, whatever the choice type.
  public override var name: String { "Dialog" }

  /// Presents the dialog's screen, a dialog level of its own, or waits for the dialog up on
  /// its router to end.
  public override func start() {
    super.start()
    guard lifecycle == .running, phase == .notAsked else { return }
    guard !content.buttons.isEmpty else {
      // Only a deprecated spelling makes one: nothing could answer it.
      finish()
      return
    }
    let line = DialogLine.line(of: router)
    self.line = line
    phase = .waiting
    _ = line.ask(self)
  }

  /// Ends the dialog with `choice`, as a tap on its button does, and returns `true`.
  ///
  /// A choice the dialog does not offer, an answer while it waits its turn, and any answer
  /// once it has ended (answered or torn down) change nothing and return `false`.
  @discardableResult
  public func answer(_ choice: Choice) -> Bool {
    guard lifecycle == .running, phase == .shown, choices.contains(choice) else { return false }
    finish(with: choice)
    return true
  }

  /// Marks the dialog ended.
  public override func didEnd() {
    super.didEnd()
    phase = .ended
  }

  override func deliverResult() {
    super.deliverResult()
    line?.ended(self)
    line = nil
  }
}

extension Dialog: DialogLine.Member {
  var isWaitingToShow: Bool { lifecycle == .running && phase == .waiting }

  var isShown: Bool { lifecycle == .running && phase == .shown }

  func showNow() {
    phase = .shown
    let id = ObjectIdentifier(self)
    router.present(screen, owner: self, animated: true) { [weak self, line] in
      self?.finish()
      line?.screenLeft(id)
    }
  }
}
