/// The screen of a ``Dialog``: its title and the labels of its choices, whatever their type.
///
/// A router shows it on a level of its own (``StackRouter/present(_:owner:animated:onPop:)``):
/// nothing is pushed or presented over it, and neither `pop`, `dismiss` nor a platform move takes
/// it off. Its answer does, and so does a call in code that takes what it covers — its flow or
/// an ancestor ending, `popFlow` or `pop(to:)` of a screen under it, a root replaced — which
/// ends it with no answer.
/// A platform layer, or the shell, reads the labels and answers with one of them.
@MainActor
public final class DialogScreen: Presentable {
  /// The name shown in stacks, trees and events, such as `Alert`.
  public let screenName: String
  /// The question, such as `Discard changes?`.
  public let title: String
  /// The labels of the choices, in the order they are offered.
  public let choiceLabels: [String]
  /// Answers the dialog with the choice of a label; `false` for a label it does not offer or
  /// once it has ended. Set by the dialog once it is made; it reaches the dialog weakly.
  var answerLabel: @MainActor (String) -> Bool = { _ in false }

  init(screenName: String, title: String, choiceLabels: [String]) {
    self.screenName = screenName
    self.title = title
    self.choiceLabels = choiceLabels
  }

  /// Answers the dialog with the choice labelled `label`, as a tap on its button does.
  ///
  /// Returns `false`, changing nothing, for a label the dialog does not offer; a dialog
  /// already answered or ended changes nothing either.
  @discardableResult
  public func answer(_ label: String) -> Bool {
    answerLabel(label)
  }
}
