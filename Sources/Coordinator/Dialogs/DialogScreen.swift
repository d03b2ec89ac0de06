/// The screen of a ``Dialog``: what it shows, whatever the choice type — its style, title,
/// message and choices, each keyed by a word.
///
/// A router shows it on a level of its own (``StackRouter/present(_:owner:animated:onPop:)``):
/// nothing is pushed or presented over it, and neither `pop`, `dismiss` nor a platform move takes
/// it off. Its answer does, and so does a call in code that takes what it covers — its flow or
/// an ancestor ending, `popFlow` or `pop(to:)` of a screen under it, a root replaced — which
/// ends it with no answer.
/// A platform layer, or the shell, reads ``content`` and answers with a choice's key.
@MainActor
public final class DialogScreen: Presentable {
  /// The name shown in stacks, trees and events, such as `Alert`.
  public let screenName: String
  /// What the dialog shows, each choice's value its key.
  public let content: DialogContent<String>
  /// The content with its choices' own values, for ``content(of:)``.
  private let typedContent: any Sendable
  /// Answers the dialog with the choice of a key; `false` for a key it does not offer or
  /// once it has ended. Set by the dialog once it is made; it reaches the dialog weakly.
  var answerKey: @MainActor (String) -> Bool = { _ in false }

  init<Choice>(screenName: String, content: DialogContent<Choice>) {
    self.screenName = screenName
    self.content = content.keyed
    typedContent = content
  }

  /// The question, such as `Discard changes?`.
  public var title: String { content.title }

  /// The message under the title, if any.
  public var message: String? { content.message }

  /// An alert, or a confirmation dialog.
  public var style: DialogStyle { content.style }

  /// The choices, in order, each with its key as its value.
  public var buttons: [DialogButton<String>] { content.buttons }

  /// The keys of the choices, in the order they are offered.
  @available(*, deprecated, message: "use buttons, whose keys these are")
  public var choiceLabels: [String] { content.buttons.map(\.key) }

  /// What the dialog shows with its choices' own values, when they are of type `Choice`;
  /// `nil` otherwise. A test compares it whole.
  public func content<Choice>(of type: Choice.Type) -> DialogContent<Choice>? {
    typedContent as? DialogContent<Choice>
  }

  /// Answers the dialog with the choice keyed `key`, as a tap on its button does.
  ///
  /// Returns `false`, changing nothing, for a key the dialog does not offer; a dialog
  /// already answered or ended changes nothing either.
  @discardableResult
  public func answer(_ key: String) -> Bool {
    answerKey(key)
  }
}
