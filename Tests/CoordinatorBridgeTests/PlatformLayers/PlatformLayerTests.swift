import Foundation
import Testing

/// The UIKit and SwiftUI layers of the bridge, compiled here only against stand-ins; these
/// tests keep them thin enough that what they do is forwarding.
@Suite struct PlatformLayerTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Sources/CoordinatorBridge", directoryHint: .isDirectory)

  /// The Swift files of `folder` and its subfolders in the bridge's sources, by name.
  static func files(in folder: String) throws -> [(name: String, text: String)] {
    let directory = root.appending(path: folder, directoryHint: .isDirectory)
    let paths = FileManager.default.enumerator(atPath: directory.path)?.allObjects ?? []
    return try paths.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map {
        ("\(folder)/\($0)", try String(contentsOf: directory.appending(path: $0), encoding: .utf8))
      }
  }

  @Test(arguments: ["UIKit", "SwiftUI"])
  func everyPlatformLayerFileOnlyForwards(_ platform: String) throws {
    let files = try Self.files(in: platform)
    #expect(!files.isEmpty)
    let check = ForwardingCheck(platform: platform)
    for file in files {
      #expect(check.violations(in: file.text, name: file.name) == [])
    }
  }

  @Test func theCoreNamesNeitherPlatform() throws {
    let files = try Self.files(in: "Core")
    #expect(files.contains { $0.name == "Core/Internal/ObservationSlot.swift" })
    for file in files {
      #expect(!file.text.contains("import UIKit"), "\(file.name)")
      #expect(!file.text.contains("import SwiftUI"), "\(file.name)")
      #expect(!file.text.contains("canImport"), "\(file.name)")
    }
  }

  @Test func aFileThatDecidesIsFound() {
    let sample = """
      #if canImport(UIKit) && (os(iOS) || PLATFORM_STAND_INS)
        import UIKit

        // if this were a comment, it would be fine: "for" and "while" too.
        func run(_ command: PlatformCommand) {
          switch command {
          case .dismiss(let level, _):
            if level > 1 { stacks.removeLast() }
            for stack in stacks where stack.isVisible { stack.refresh() }
            guard stack.count == 2 else { return }
            let title = isEmpty ? "none" : "some"
          }
          switch mode {
          default: break
          }
          guard let self else { return }
          navigationDestination(for: Int.self) { _ in }
        }
      #endif
      """
    let found = ForwardingCheck(platform: "UIKit").violations(in: sample, name: "Sample.swift")
    #expect(
      found == [
        "Sample.swift:8: if: if level > 1 { stacks.removeLast() }",
        "Sample.swift:8: comparison: if level > 1 { stacks.removeLast() }",
        "Sample.swift:9: loop: for stack in stacks where stack.isVisible { stack.refresh() }",
        "Sample.swift:10: guard: guard stack.count == 2 else { return }",
        "Sample.swift:10: else: guard stack.count == 2 else { return }",
        "Sample.swift:10: comparison: guard stack.count == 2 else { return }",
        "Sample.swift:11: ternary: let title = isEmpty ? \"none\" : \"some\"",
        "Sample.swift:13: switch: switch mode {",
        "Sample.swift:14: default case: default: break",
      ])
  }

  @Test func aLongFileOrOneOutsideItsPlatformIsFound() {
    let long =
      (["#if canImport(SwiftUI) && (!os(Linux) || PLATFORM_STAND_INS)"]
      + Array(repeating: "let x = 1", count: 120) + ["#endif"])
      .joined(separator: "\n")
    #expect(
      ForwardingCheck(platform: "SwiftUI").violations(in: long, name: "Long.swift") == [
        "Long.swift: 122 lines, more than 120"
      ])
    #expect(
      ForwardingCheck(platform: "UIKit").violations(
        in: "import UIKit\nlet x = 1", name: "Bare.swift")
        == [
          "Bare.swift: not inside #if canImport(UIKit) && (os(iOS) || PLATFORM_STAND_INS) … #endif"
        ])
  }
}
