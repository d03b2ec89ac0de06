/// The book a tab's flow shows over its list or results: its detail, the keys after its id,
/// and its editor.
@MainActor
final class ShownBook {
  /// The detail on show, if any.
  weak var detail: BookDetailScreen?
  /// The keys after the id of the detail on show.
  var page: BookPage?
  /// The editor running over the detail, if any.
  weak var editor: BookEditorFlowCoordinator?
}
