import Coordinator
import CoordinatorBridge
// The README's SwiftUI view ("Using Flows in your package"), compiled against the stand-in
// SwiftUI, where `FlowLevelView` is the PlatformLayers module's; `ReadmeTests` checks that the
// README's listing is this one.
import PlatformLayers
import SwiftUI
import Testing

struct MyAppView: View {
  let model: NavigationModel  // NavigationModel(router: app.router), kept with the app

  var body: some View {
    FlowLevelView(model: model, level: 0) { id in
      Text(model.bridge.screen(for: id)?.screenName ?? "")
    }
  }
}

/// The README's view, built: its stack's root shows the root screen by its name.
@MainActor
@Suite struct ReadmeViewTests {
  @Test func theViewShowsTheRootScreenByItsName() throws {
    let router = StackRouter(transitionStyle: .immediate)
    let model = NavigationModel(router: router)
    let app = Asker()
    app.start()
    model.bridge.setRoot(SwiftUILayerTests.Screen("Home"), owner: app)
    let level = MyAppView(model: model).body
    #expect(Mirror(reflecting: level).descendant("level") as? Int == 0)
    let stack = try #require(
      Mirror(reflecting: level.body).descendant("content") as? FlowStackView<Text>)
    let root = Mirror(reflecting: stack.body).descendant("root", "content", "some") as? Text
    #expect(root?.content == "Home")
  }
}
