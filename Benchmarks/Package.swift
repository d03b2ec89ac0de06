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
    .executableTarget(
      name: "FlowsBench",
      dependencies: [
        .product(name: "Coordinator", package: "Flows"),
        .product(name: "FlowsApp", package: "Flows"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
