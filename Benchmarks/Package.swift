// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FlowsBenchmarks",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "flows-bench", targets: ["FlowsBench"])
  ],
  dependencies: [
    .package(name: "Flows", path: "..")
  ],
  targets: [
    // The sample game app: Sources/SampleGameApp is a link to Examples/GameApp, built here
    // under another name, since the game app is no product of the root package.
    .target(
      name: "SampleGameApp",
      dependencies: [
        .product(name: "Coordinator", package: "Flows"),
        .product(name: "MVVM", package: "Flows"),
        .product(name: "FlowsShell", package: "Flows"),
      ]
    ),
    // Callgrind's client requests (`flows-bench --instructions`), no-ops without valgrind.
    .target(name: "Callgrind"),
    .executableTarget(
      name: "FlowsBench",
      dependencies: [
        "Callgrind",
        .product(name: "Coordinator", package: "Flows"),
        .product(name: "FlowsShell", package: "Flows"),
        "SampleGameApp",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
