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
    .library(name: "FlowsApp", targets: ["FlowsApp"]),
    .executable(name: "flows", targets: ["FlowsCLI"]),
  ],
  dependencies: [],
  targets: [
    // Libraries
    .target(name: "Coordinator"),
    .target(name: "MVVM"),
    .target(name: "CoordinatorTesting", dependencies: ["Coordinator"]),

    // The sample app and its shell, as a library the benchmarks and fuzzers also drive,
    // and the `flows` executable that runs it
    .target(name: "FlowsApp", dependencies: ["Coordinator", "MVVM"]),
    .executableTarget(name: "FlowsCLI", dependencies: ["FlowsApp"]),

    // Tests
    .testTarget(name: "CoordinatorTests", dependencies: ["Coordinator", "MVVM"]),
    .testTarget(name: "MVVMTests", dependencies: ["MVVM"]),
    .testTarget(
      name: "CoordinatorTestingTests",
      dependencies: ["Coordinator", "CoordinatorTesting", "MVVM"]
    ),
    .testTarget(
      name: "FlowsCLITests",
      dependencies: ["FlowsApp", "FlowsCLI", "Coordinator", "CoordinatorTesting", "MVVM"],
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
