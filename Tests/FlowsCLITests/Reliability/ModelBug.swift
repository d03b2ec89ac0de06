/// A deliberate error planted in the ``ReferenceModel``, to prove that the random session's
/// checks catch a wrong prediction and that its shrinker reduces the session to the few lines
/// that show it.
enum ModelBug: Sendable {
  /// The model believes the back button on Profile returns to Main instead of Settings.
  case backFromProfileGoesToMain
}
