import Foundation
import Testing

/// Every file of the bridge's UIKit and SwiftUI layers was compiled on Linux, against the
/// stand-ins, into an object file that defines symbols of the PlatformLayers module: no file
/// is left out by its `#if`.
@Suite struct LayerObjectFileTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Sources/CoordinatorBridge", directoryHint: .isDirectory)

  /// The build directory of the PlatformLayers module, beside the test bundle.
  static var objects: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
      .appending(path: "PlatformLayers.build", directoryHint: .isDirectory)
  }

  @Test(arguments: ["UIKit", "SwiftUI"])
  func everyLayerFileHasAnObjectFileWithItsSymbols(_ layer: String) throws {
    let folder = Self.sources.appending(path: layer, directoryHint: .isDirectory)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count >= 4)
    for file in files {
      let object = Self.objects.appending(path: "\(file).o")
      let nm = Process()
      nm.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
      nm.arguments = ["--defined-only", object.path]
      // Through a file: reading a pipe can be interrupted by a signal in Foundation on Linux.
      let listing = FileManager.default.temporaryDirectory
        .appending(path: "layer-symbols-\(UUID().uuidString).txt")
      #expect(FileManager.default.createFile(atPath: listing.path, contents: nil))
      defer { try? FileManager.default.removeItem(at: listing) }
      nm.standardOutput = try FileHandle(forWritingTo: listing)
      nm.standardError = FileHandle.nullDevice
      try nm.run()
      nm.waitUntilExit()
      let text = try String(contentsOf: listing, encoding: .utf8)
      #expect(nm.terminationStatus == 0, "\(object.path)")
      #expect(text.contains("14PlatformLayers"), "\(file) defines no symbol of the layer")
    }
  }
}
