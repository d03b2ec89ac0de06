import Coordinator

/// A headless screen with a name; the real host's tests have one that is a view controller.
final class NoteScreen: Presentable {
  let screenName: String
  init(_ name: String) { screenName = name }
}
