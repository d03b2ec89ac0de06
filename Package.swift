// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Flows",
  platforms: [
    .macOS(.v14),
    .iOS(.v17),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  products: [
    .library(name: "Coordinator", targets: ["Coordinator"]),
    .library(name: "MVVM", targets: ["MVVM"]),
    .library(name: "CoordinatorTesting", targets: ["CoordinatorTesting"]),
    .library(name: "FlowsShell", targets: ["FlowsShell"]),
    .library(name: "CoordinatorBridge", targets: ["CoordinatorBridge"]),
    .executable(name: "flows", targets: ["FlowsCLI"]),
  ],
  dependencies: [],
  targets: [
    // Libraries
    .target(name: "Coordinator"),
    .target(name: "MVVM"),
    .target(name: "CoordinatorTesting", dependencies: ["Coordinator", "MVVM"]),

    .target(name: "FlowsShell", dependencies: ["Coordinator", "MVVM"]),
    // The bridge to UIKit and SwiftUI: every decision in platform-neutral code (Core/), and
    // thin layers that name UIKit or SwiftUI, compiled only where those exist.
    .target(name: "CoordinatorBridge", dependencies: ["Coordinator"]),

    // The sample game app, an example client of the shell library and no product of the
    // package, and the `flows` executable that runs it. The benchmarks and fuzzers build
    // the same sources as a module of their own (a link to Examples/GameApp).
    .target(
      name: "GameApp", dependencies: ["Coordinator", "MVVM", "FlowsShell"],
      path: "Examples/GameApp"),
    // The sample shelf app: tabs, a modal flow with a result, links; `flows --app shelf`.
    .target(
      name: "ShelfApp", dependencies: ["Coordinator", "MVVM", "FlowsShell"],
      path: "Examples/ShelfApp"),
    .executableTarget(name: "FlowsCLI", dependencies: ["GameApp", "ShelfApp"]),

    // Tests
    .testTarget(
      name: "CoordinatorBridgeTests",
      dependencies: ["Coordinator", "CoordinatorBridge"]),
    .testTarget(
      name: "CoordinatorTests",
      dependencies: [
        "Coordinator", "MVVM", "CoordinatorTesting", "FlowsShell", "CoordinatorBridge",
      ]),
    .testTarget(name: "MVVMTests", dependencies: ["MVVM"]),
    .testTarget(
      name: "CoordinatorTestingTests",
      dependencies: [
        "Coordinator", "CoordinatorTesting", "MVVM", "FlowsShell", "CoordinatorBridge",
      ]
    ),
    // The same tester under XCTest, as many apps' tests still are.
    .testTarget(
      name: "CoordinatorTestingXCTests",
      dependencies: ["Coordinator", "CoordinatorTesting", "MVVM"]),
    .testTarget(
      name: "FlowsCLITests",
      dependencies: [
        "FlowsShell", "GameApp", "ShelfApp", "FlowsCLI", "Coordinator", "CoordinatorTesting",
        "MVVM", "CoordinatorBridge",
      ],
      // Golden transcripts of the shell: read from the bundle, recorded into the source tree.
      resources: [.copy("Shell/Golden")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Linux only: stand-in `UIKit` and `SwiftUI` modules (Tests/StandIns), and the bridge's UIKit
// and SwiftUI layers compiled against them as a test-only module of their own (PlatformLayers,
// the same files through links), so that the shipped CoordinatorBridge names no stand-in. On
// Apple platforms none of this exists and the layers are compiled against Apple's frameworks.
#if os(Linux)
  package.targets += [
    .target(name: "UIKit", path: "Tests/StandIns/UIKit"),
    .target(name: "SwiftUI", path: "Tests/StandIns/SwiftUI"),
    .target(
      name: "PlatformLayers",
      dependencies: ["Coordinator", "CoordinatorBridge", "UIKit", "SwiftUI"],
      path: "Tests/StandIns/PlatformLayers",
      swiftSettings: [.define("PLATFORM_STAND_INS")]),
    // The real NavigationHost run on the stand-in controllers.
    .testTarget(
      name: "PlatformHostTests",
      dependencies: ["Coordinator", "CoordinatorBridge", "PlatformLayers", "UIKit"],
      path: "Tests/StandIns/HostTests",
      // Testing declares an overlay for files that import it with UIKit (_Testing_UIKit),
      // which exists only in Apple's SDKs.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
  ]
  // The golden transcripts run through the real host too (Tests/FlowsCLITests/Bridge).
  for target in package.targets where target.name == "FlowsCLITests" {
    target.dependencies += ["PlatformLayers", "UIKit"]
    target.swiftSettings = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
  }
#endif

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  target.swiftSettings = settings
}
