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
    .executable(name: "flows", targets: ["FlowsCLI"]),
  ],
  dependencies: [],
  targets: [
    // Libraries
    .target(name: "Coordinator"),
    .target(name: "MVVM"),
    .target(name: "CoordinatorTesting", dependencies: ["Coordinator"]),

    // The sample app and its shell
    .executableTarget(name: "FlowsCLI", dependencies: ["Coordinator", "MVVM"]),

    // Tests
    .testTarget(name: "CoordinatorTests", dependencies: ["Coordinator", "MVVM"]),
    .testTarget(name: "MVVMTests", dependencies: ["MVVM"]),
    .testTarget(
      name: "CoordinatorTestingTests",
      dependencies: ["Coordinator", "CoordinatorTesting"]
    ),
    .testTarget(
      name: "FlowsCLITests",
      dependencies: ["FlowsCLI", "Coordinator", "CoordinatorTesting", "MVVM"],
      // Golden transcripts of the shell: read from the bundle, recorded into the source tree.
      resources: [.copy("Shell/Golden")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  target.swiftSettings = settings
}
