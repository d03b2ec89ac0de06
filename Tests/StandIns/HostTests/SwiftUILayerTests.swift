import Coordinator
import PlatformLayers
import SwiftUI
import Testing

/// The SwiftUI layer built on the stand-in SwiftUI and its bindings driven as SwiftUI drives
/// them: read, then written, isolated as the layer made them. Nothing is drawn.
@MainActor
@Suite struct SwiftUILayerTests {
  final class Screen: Presentable {
    let screenName: String
    init(_ name: String) { screenName = name }
  }

  @Test func aStackViewsPathIsTheModelsAndAShorterOneWrittenIsTheBackButton() async throws {
    let router = StackRouter(transitionStyle: .immediate)
    let model = NavigationModel(router: router)
    let app = Asker()
    app.start()
    model.bridge.setRoot(Screen("Notes"), owner: app)
    model.bridge.push(Screen("Note"), owner: app)
    let ids = PlatformScreens(router.stack).root
    let view = FlowStackView(model: model, place: .level(0)) { id in Text("\(id)") }
    let stack = try #require(Mirror(reflecting: view.body).descendant("path"))
    let path = try #require(stack as? Binding<[RouterEntry.ID]>)
    #expect(await path.get() == Array(ids.dropFirst()))
    await path.set([])
    #expect(PlatformScreens(router.stack).root == Array(ids.prefix(1)))
    #expect(model[path: .level(0)] == [])
  }

  @Test func aTabViewsSelectionIsTheModelsAndATapWritesIt() async throws {
    let router = StackRouter(transitionStyle: .immediate)
    let model = NavigationModel(router: router)
    router.setTabs(
      ["Inbox", "Archive"], selected: "Inbox", owner: nil, animated: false, onSelect: nil)
    let view = FlowTabView(model: model) { id in
      Text("\(id)")
    } label: {
      Text($0)
    }
    let tabs = try #require(Mirror(reflecting: view.body).descendant("content"))
    let selection = try #require(
      Mirror(reflecting: tabs).descendant("selection") as? Binding<String>)
    #expect(await selection.get() == "Inbox")
    await selection.set("Archive")
    #expect(PlatformScreens(router.stack).selectedTab == "Archive")
  }
}
