import Coordinator

/// A headless screen with a fixed name.
@MainActor
final class TestScreen: Presentable {
  let screenName: String

  init(_ name: String) {
    screenName = name
  }
}
