import Coordinator
import CoordinatorBridge
import CoordinatorTesting
import FlowsShell
import Foundation
import MVVM
import Testing

/// An app of the shell's, to name its generic types.
private final class SomeApp: BaseCoordinator, ShellApp {
  let router = StackRouter()
}

/// The libraries' public types can be used beside SwiftUI, UIKit and Foundation, and each is
/// reachable as `Module.Type`, which a type named like its module (the protocol that was
/// `Coordinator`) would break.
@Suite struct PublicNamesTests {
  /// Every top-level public type, spelled with its module: this compiles only while no type
  /// shadows a module.
  static let qualified: [String] = [
    // Coordinator
    String(reflecting: Coordinator.BaseCoordinator.self),
    String(reflecting: Coordinator.CoordinatorLifecycle.self),
    String(reflecting: Coordinator.CoordinatorTree.self),
    String(reflecting: Coordinator.CoordinatorTreeFormat.self),
    String(reflecting: Coordinator.CoordinatorTreeParseError.self),
    String(reflecting: (any Coordinator.FlowCoordinator).self),
    String(reflecting: Coordinator.FlowPath.self),
    String(reflecting: (any Coordinator.InspectableRouter).self),
    String(reflecting: Coordinator.InvariantViolation.self),
    String(reflecting: Coordinator.InvariantViolations.self),
    String(reflecting: Coordinator.Dialog<SomeChoice>.self),
    String(reflecting: (any Coordinator.DialogChoice).self),
    String(reflecting: Coordinator.DialogScreen.self),
    String(reflecting: Coordinator.DialogButton<SomeChoice>.self),
    String(reflecting: Coordinator.DialogContent<SomeChoice>.self),
    String(reflecting: Coordinator.DialogError.self),
    String(reflecting: Coordinator.DialogPhase.self),
    String(reflecting: Coordinator.DialogRole.self),
    String(reflecting: Coordinator.DialogStyle.self),
    String(reflecting: Coordinator.LeaveDecision.self),
    String(reflecting: (any Coordinator.LeaveGuard).self),
    String(reflecting: Coordinator.LeaveRequest.self),
    String(reflecting: Coordinator.FlowLink.self),
    String(reflecting: Coordinator.LinkError.self),
    String(reflecting: Coordinator.LinkOrigin.self),
    String(reflecting: Coordinator.LinkQueryItem.self),
    String(reflecting: Coordinator.NavigationEvent.self),
    String(reflecting: Coordinator.NavigationItem.self),
    String(reflecting: Coordinator.PathNavigator.self),
    String(reflecting: Coordinator.OwnedRouterEntry.self),
    String(reflecting: Coordinator.OwnedTabSet.self),
    String(reflecting: (any Coordinator.PathCoordinator).self),
    String(reflecting: Coordinator.PathError.self),
    String(reflecting: (any Coordinator.PathKey).self),
    String(reflecting: Coordinator.PopCause.self),
    String(reflecting: (any Coordinator.Presentable).self),
    String(reflecting: Coordinator.ReturningCoordinator<Int>.self),
    String(reflecting: Coordinator.RouteDestination.self),
    String(reflecting: Coordinator.RouteNavigator<Never>.self),
    String(reflecting: (any Coordinator.Router).self),
    String(reflecting: Coordinator.RouterCall.self),
    String(reflecting: Coordinator.RouterEntry.self),
    String(reflecting: Coordinator.RouterError.self),
    String(reflecting: Coordinator.RouterOutcome.self),
    String(reflecting: Coordinator.EntryOutcome.self),
    String(reflecting: Coordinator.RouterEvent.self),
    String(reflecting: Coordinator.RouterObservation.self),
    String(reflecting: Coordinator.FlowTask.self),
    String(reflecting: Coordinator.FlowTaskObservation.self),
    String(reflecting: Coordinator.ManualClock.self),
    String(reflecting: Coordinator.NavigationSnapshot.self),
    String(reflecting: Coordinator.SnapshotError.self),
    String(reflecting: Coordinator.RestoreReport.self),
    String(reflecting: Coordinator.RouterStack.self),
    String(reflecting: Coordinator.RouterTab.self),
    String(reflecting: Coordinator.TabStackRouter.self),
    String(reflecting: Coordinator.StackRouter.self),
    String(reflecting: Coordinator.TransitionStyle.self),
    // MVVM
    String(reflecting: MVVM.Store<Int, Int>.self),
    String(reflecting: MVVM.StoreSubscription.self),
    String(reflecting: (any MVVM.ViewModel).self),
    String(reflecting: (any MVVM.ViewModelOutput).self),
    String(reflecting: (any MVVM.StateDeclaring).self),
    // CoordinatorTesting
    String(reflecting: CoordinatorTesting.Exhaustivity.self),
    String(reflecting: CoordinatorTesting.FlowTester<Coordinator.StackRouter>.self),
    String(reflecting: CoordinatorTesting.LeakTracker.self),
    String(reflecting: CoordinatorTesting.RecordedCall.self),
    String(reflecting: CoordinatorTesting.RecordingRouter.self),
    // FlowsShell
    String(reflecting: FlowsShell.ActionArgument<Int>.self),
    String(reflecting: FlowsShell.ActionSyntax<Int>.self),
    String(reflecting: FlowsShell.HeadlessShell<SomeApp>.self),
    String(reflecting: FlowsShell.HeadlessTranscript.self),
    String(reflecting: FlowsShell.NoAppOptions.self),
    String(reflecting: FlowsShell.ScreenActionError.self),
    String(reflecting: FlowsShell.ScreenActions<Int>.self),
    String(reflecting: (any FlowsShell.ShellApp).self),
    String(reflecting: FlowsShell.ShellAppError.self),
    String(reflecting: (any FlowsShell.ShellAppOptions).self),
    String(reflecting: FlowsShell.ShellCommandLine<SomeApp, FlowsShell.NoAppOptions>.self),
    String(reflecting: FlowsShell.ShellDescription.self),
    String(reflecting: FlowsShell.ShellLaunch<FlowsShell.NoAppOptions>.self),
    String(reflecting: FlowsShell.ShellNotes.self),
    String(reflecting: FlowsShell.ShellOptionUsage.self),
    String(reflecting: (any FlowsShell.ShellRouter).self),
    String(reflecting: (any FlowsShell.ShellScreen).self),
    String(reflecting: FlowsShell.FlowExplorer<SomeApp>.self),
    String(reflecting: FlowsShell.ExplorationLaunch.self),
    String(reflecting: FlowsShell.Exploration.self),
    String(reflecting: FlowsShell.ExplorationViolation.self),
    String(reflecting: FlowsShell.ExplorationMap.self),
    // CoordinatorBridge
    String(reflecting: CoordinatorBridge.NavigationBridge.self),
    String(reflecting: CoordinatorBridge.NavigationModel.self),
    String(reflecting: CoordinatorBridge.PlatformCommand.self),
    String(reflecting: CoordinatorBridge.PlatformDialog.self),
    String(reflecting: CoordinatorBridge.PlatformMove.self),
    String(reflecting: CoordinatorBridge.PlatformPlace.self),
    String(reflecting: CoordinatorBridge.PlatformScreens.self),
    String(reflecting: CoordinatorBridge.PresentedLevel.self),
    String(reflecting: CoordinatorBridge.TabScreens.self),
  ]

  /// Top-level type names of SwiftUI, Foundation, Observation and the standard library that an
  /// app imports beside Flows (UIKit's all begin with `UI` or `NS`). `Coordinator` is the
  /// associated type of SwiftUI's `UIViewRepresentable`.
  static let platformNames: Set<String> = [
    // SwiftUI
    "Path", "NavigationPath", "NavigationStack", "NavigationLink", "NavigationSplitView",
    "NavigationView", "View", "Text", "Image", "Button", "State", "Binding", "Bindable",
    "Environment", "EnvironmentValues", "EnvironmentObject", "ObservedObject", "StateObject",
    "Namespace", "Scene", "App", "WindowGroup", "Window", "Group", "Section", "Form", "List",
    "ForEach", "Label", "Link", "Menu", "Toggle", "Picker", "Slider", "Stepper", "Color", "Font",
    "Gradient", "Angle", "Edge", "Alignment", "Layout", "Transaction", "Animation",
    "Transition", "AnyTransition", "AnyView", "EmptyView", "TabView", "Tab", "Alert",
    "ActionSheet", "Shape", "Rectangle", "Circle", "Capsule", "Spacer", "Divider", "ScrollView",
    "GeometryReader", "Canvas", "TimelineView", "ViewBuilder", "ToolbarItem", "Table", "Grid",
    "Gauge", "ProgressView", "PresentationDetent", "DismissAction", "OpenURLAction",
    "FocusState", "AppStorage", "SceneStorage", "Material", "Coordinator",
    // Foundation
    "Operation", "OperationQueue", "Notification", "NotificationCenter", "Process",
    "ProcessInfo", "Thread", "Timer", "Host", "Port", "Stream", "Scanner", "Data", "Date",
    "URL", "UUID", "Locale", "Calendar", "Measurement", "Unit", "Bundle", "FileManager",
    "Progress", "Predicate", "Expression", "AttributedString", "Decimal", "IndexPath",
    "IndexSet", "CharacterSet", "Formatter", "FormatStyle", "DateComponents", "TimeZone",
    "URLRequest", "URLSession", "RunLoop", "UserDefaults", "JSONEncoder", "JSONDecoder",
    // Observation and the standard library
    "Observable", "ObservationRegistrar", "Result", "Never", "Task", "Duration", "KeyPath",
    "Sequence", "Collection", "Error",
  ]

  @Test func everyPublicTypeIsReachableThroughItsModule() throws {
    let declared = try Self.declaredTypes()
    let reached = Set(
      Self.qualified.map { name in
        let bare = name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
        return String(bare.prefix { $0 != "<" })
      })
    #expect(reached == declared)
  }

  @Test func noPublicTypeIsNamedLikeOneOfThePlatforms() throws {
    let names = try Self.declaredTypes().map { String($0.split(separator: ".").last!) }
    #expect(Set(names).intersection(Self.platformNames) == [])
    #expect(names.filter { $0.hasPrefix("UI") || $0.hasPrefix("NS") } == [])
  }

  /// The bridge's UIKit and SwiftUI layers are not compiled here, so their types cannot be
  /// reached above; their names are read from the files and must not be the platforms' either.
  @Test func noPlatformLayerTypeIsNamedLikeOneOfThePlatforms() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let pattern = try Regex(
      #"^\s*(?:@\w+\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor)\s+(\w+)"#
    )
    var names: [String] = []
    for layer in ["UIKit", "SwiftUI"] {
      let folder = root.appendingPathComponent("Sources/CoordinatorBridge/\(layer)")
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let text = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
          if let match = line.firstMatch(of: pattern), let name = match.output[1].substring {
            names.append(String(name))
          }
        }
      }
    }
    #expect(
      Set(names) == ["NavigationHost", "FlowStackView", "FlowLevelView", "FlowTabView"])
    #expect(Set(names).intersection(Self.platformNames) == [])
    #expect(names.filter { $0.hasPrefix("UI") || $0.hasPrefix("NS") } == [])
  }

  /// `Module.Type` for every top-level `public` or `open` type declared in the libraries.
  static func declaredTypes() throws -> Set<String> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let pattern = try Regex(
      #"^(?:@\w+\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor)\s+(\w+)"#)
    var names: Set<String> = []
    for module in ["Coordinator", "MVVM", "CoordinatorTesting", "FlowsShell", "CoordinatorBridge"] {
      let sources = root.appendingPathComponent("Sources/\(module)")
      let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        var isSPI = false
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
          // A declaration under `@_spi(…)` is for the package's own modules, not its users.
          defer { isSPI = line.hasPrefix("@_spi(") }
          if !isSPI, let match = line.firstMatch(of: pattern),
            let name = match.output[1].substring
          {
            names.insert("\(module).\(name)")
          }
        }
      }
    }
    return names
  }
}

/// A choice type, to name a dialog's type.
private enum SomeChoice: String, DialogChoice {
  case ok
}
