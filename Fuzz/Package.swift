// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets, a package of their own that depends on the root package by path.
//
// Build and run them with `Scripts/fuzz.sh TARGET SECONDS`, which passes
// `--sanitize=fuzzer --sanitize=address`; without them the products do not link, since
// libFuzzer provides `main`. lld links them: gold warns on every symbol ASan instruments.
let package = Package(
  name: "FlowsFuzz",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "fuzz-shell", targets: ["ShellFuzzer"]),
    .executable(name: "fuzz-path", targets: ["PathFuzzer"]),
    .executable(name: "fuzz-link", targets: ["LinkFuzzer"]),
    .executable(name: "fuzz-json", targets: ["JSONFuzzer"]),
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
    // Runs a session's async lines to their end from libFuzzer's synchronous entry point.
    .target(name: "FuzzDriver"),
    // Bytes → line reader → parser → dispatcher → renderers, over the whole app in-process
    .executableTarget(
      name: "ShellFuzzer",
      dependencies: ["SampleGameApp", "FuzzDriver"],
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
    // `FlowPath(parsing:)`, then each line opened as a deep link in the app
    .executableTarget(
      name: "PathFuzzer",
      dependencies: [
        .product(name: "Coordinator", package: "Flows"),
        "SampleGameApp", "FuzzDriver",
      ],
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
    // `FlowLink(parsing:origins:)` against a reference that reads the bytes on its own, and
    // every link it reads printed as a path and as URLs and read back
    .executableTarget(
      name: "LinkFuzzer",
      dependencies: [
        .product(name: "Coordinator", package: "Flows")
      ],
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
    // The JSON every file of the project goes through: read, written back on one line and
    // indented, and read again as the same value, numbers to the digit
    .executableTarget(
      name: "JSONFuzzer",
      dependencies: [
        .product(name: "Coordinator", package: "Flows")
      ],
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
