/// A question with a fixed set of answers: a flow that shows a ``DialogScreen`` and ends with
/// the choice picked, or with nothing.
///
/// Run it as any flow that returns a value, with
/// ``BaseCoordinator/runChild(_:on:animated:onResult:)`` or awaited, or with
/// ``BaseCoordinator/ask(_:choices:screenName:on:onAnswer:)``. It is answered exactly once: with
/// a choice by ``answer(_:)``, or with `nil` when it ends any other way — its parent or an
/// ancestor ends, the root is replaced, a call in code takes what it covers. Its screen is a
/// dialog: nothing is pushed or presented over it, and neither `pop`, `dismiss`, the back
/// button nor a swipe-down takes it off.
///
/// ```swift
/// enum Discard: String, DialogChoice { case discard, keep }
///
/// let dialog = Dialog("Discard changes?", choices: [Discard.discard, .keep], router: router)
/// runChild(dialog, on: router) { [weak self] choice in
///   if choice == .discard { self?.finish() }
/// }
/// ```
@MainActor
public final class Dialog<Choice: DialogChoice>: ReturningCoordinator<Choice> {
  /// The question.
  public let title: String
  /// The answers offered, in order.
  public let choices: [Choice]
  /// The screen the dialog shows.
  public let screen: DialogScreen
  private let router: any Router

  /// Creates a dialog that asks `title` with `choices`, to be shown on `router`.
  ///
  /// - Precondition: `choices` is not empty and their labels are distinct words: not empty,
  ///   without white space, not starting with `:` (so that a shell can take each as an action).
  public init(
    _ title: String, choices: [Choice], screenName: String = "Dialog", router: any Router
  ) {
    precondition(!choices.isEmpty, "a dialog offers at least one choice")
    let labels = choices.map(\.label)
    precondition(Set(labels).count == labels.count, "the choices' labels repeat: \(labels)")
    for label in labels {
      precondition(
        !label.isEmpty && !label.hasPrefix(":") && !label.contains(where: \.isWhitespace),
        "\(String(reflecting: label)) cannot label a choice: a choice is a word")
    }
    self.title = title
    self.choices = choices
    self.router = router
    screen = DialogScreen(screenName: screenName, title: title, choiceLabels: labels)
    super.init()
    screen.answerLabel = { [weak self] label in
      guard let self, let choice = self.choices.first(where: { $0.label == label }) else {
        return false
      }
      return self.answer(choice)
    }
  }

  /// `Dialog`, whatever the choice type.
  public override var name: String { "Dialog" }

  /// Presents the dialog's screen, a dialog level of its own.
  public override func start() {
    super.start()
    router.present(screen, owner: self, animated: true) { [weak self] in self?.finish() }
  }

  /// Ends the dialog with `choice`, as a tap on its button does, and returns `true`.
  ///
  /// A choice the dialog does not offer, or any answer once it has ended (answered or torn
  /// down), changes nothing and returns `false`.
  @discardableResult
  public func answer(_ choice: Choice) -> Bool {
    guard lifecycle == .running, choices.contains(choice) else { return false }
    finish(with: choice)
    return true
  }
}
