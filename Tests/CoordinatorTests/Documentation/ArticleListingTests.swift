import Foundation
import Testing

/// Every listing of an article is code that a test compiles and runs, so the article cannot rot.
///
/// A listing is a fenced block of the article: Swift code, or output a test compares. Past its
/// `import` lines, it must appear in one of the test files the article names, line for line, at
/// any one indentation. Listings that start with `#if canImport(` run only on Apple platforms
/// and are not checked here. The articles of every catalog are checked here, since the
/// check reads files by path and needs none of their modules.
@MainActor
@Suite struct ArticleListingTests {
  struct Article: Sendable, CustomTestStringConvertible {
    /// The article, relative to the package root.
    let path: String
    /// The test files that hold its listings, relative to the package root.
    let tests: [String]

    var testDescription: String { path }
  }

  nonisolated static let articles =
    [
      "GettingStarted", "CoordinatorsFlowsAndOwnership", "BackButtonAndSwipeDown",
      "RouteEnumNavigation", "PathsAndDeepLinks", "BringingItToUIKitOrSwiftUI",
      "FlowsThatReturnAValue", "TabsAndContainers", "UnsavedChangesAndDialogs",
      "ChoosingANavigationStyle", "RestoringWhereThePersonWas",
    ].map {
      Article(
        path: "Sources/Coordinator/Documentation.docc/\($0).md",
        tests: ["Tests/CoordinatorTests/Documentation/\($0)Tests.swift"]
          + ($0 == "RestoringWhereThePersonWas"
            ? ["Tests/CoordinatorTests/Documentation/PathsAndDeepLinksTests.swift"] : []))
    } + [
      Article(
        path: "Sources/FlowsShell/Documentation.docc/ExploringYourApp.md",
        tests: ["Tests/FlowsCLITests/Documentation/ExploringYourAppTests.swift"]),
      Article(
        path: "Sources/FlowsShell/Documentation.docc/TheShellAsALibrary.md",
        tests: [
          "Tests/FlowsCLITests/Documentation/TheShellAsALibraryListing.swift",
          "Tests/FlowsCLITests/Documentation/TheShellAsALibraryTests.swift",
        ]),
      Article(
        path: "Sources/MVVM/Documentation.docc/ViewModelsAndOutputs.md",
        tests: ["Tests/MVVMTests/Documentation/ViewModelsAndOutputsTests.swift"]),
      Article(
        path: "Sources/CoordinatorTesting/Documentation.docc/TestingYourFlows.md",
        tests: [
          "Tests/CoordinatorTestingTests/Support/Fixtures.swift",
          "Tests/CoordinatorTestingTests/TestingYourFlowsExampleTests.swift",
          "Tests/CoordinatorTestingTests/FlowTesterTests.swift",
          "Tests/CoordinatorTestingTests/RecordingRouterTests.swift",
          "Tests/CoordinatorTestingTests/Async/AsyncFlowTests.swift",
          "Tests/CoordinatorTestingTests/ExpectationsWithoutIDsTests.swift",
          "Tests/CoordinatorTestingTests/TypedScreenTests.swift",
          "Tests/CoordinatorTestingTests/ExpectDialogTests.swift",
          "Tests/CoordinatorTestingTests/InformingDialogTests.swift",
          "Tests/CoordinatorTestingXCTests/DetailFlowTests.swift",
          "Tests/CoordinatorTestingXCTests/ForwardingHelperTests.swift",
          "Tests/CoordinatorTestingTests/Support/InboxFlow.swift",
          "Tests/CoordinatorTestingTests/Async/FlowTaskTesterTests.swift",
          "Tests/CoordinatorTestingTests/MadeRootTests.swift",
          "Tests/CoordinatorTestingTests/ScopedExhaustivityTests.swift",
          "Tests/CoordinatorTestingXCTests/TaskDeadlineTests.swift",
          "Tests/CoordinatorTestingTests/LeakMessageTests.swift",
          "Tests/CoordinatorTestingXCTests/TestingYourFlowsXCTests.swift",
          "Tests/CoordinatorTestingTests/Async/AdvanceTests.swift",
          "Tests/CoordinatorTestingTests/Support/FormFlow.swift",
          "Tests/CoordinatorTestingTests/ScreenStateTests.swift",
          "Tests/CoordinatorTestingTests/Hosting/HostedFlowTests.swift",
        ]),
    ]

  @Test(arguments: articles)
  func everyListingIsInATestFileTheArticleNames(_ article: Article) throws {
    let markdown = try Self.read(article.path)
    let files = try article.tests.map {
      try Self.read($0).split(separator: "\n", omittingEmptySubsequences: false)
    }
    for test in article.tests {
      #expect(markdown.contains("`\(test)`"), "the article does not name \(test)")
    }
    let listings = Self.listings(in: markdown)
    #expect(!listings.isEmpty)
    for listing in listings where !(listing.first?.hasPrefix("#if canImport(") ?? false) {
      let code = Self.droppingImports(listing)
      if code.isEmpty { continue }  // a listing of imports alone
      #expect(
        files.contains { Self.contains($0, code) },
        "not in \(article.tests):\n\(code.joined(separator: "\n"))")
    }
  }

  @Test func aListingThatDriftedFromItsTestIsFound() {
    let markdown = """
      Text.

      ```swift
      func tapped() {
        finish()
      }
      ```
      """
    let listings = Self.listings(in: markdown)
    #expect(listings == [["func tapped() {", "  finish()", "}"]])
    let file: [Substring] = ["struct S {", "  func tapped() {", "    finish()", "  }", "}"]
    #expect(Self.contains(file, listings[0]))
    #expect(!Self.contains(file, ["func tapped() {", "  close()", "}"]))
    #expect(!Self.contains(file, ["func tapped() {", "finish()", "}"]))
    #expect(Self.droppingImports(["import A", "import B", "", "let a = 1"]) == ["let a = 1"])
  }

  /// The package's root directory, four levels above this file.
  nonisolated static let packageRoot = #filePath.split(
    separator: "/", omittingEmptySubsequences: false
  ).dropLast(4).joined(separator: "/")

  /// The file at `relativePath` from the package root.
  static func read(_ relativePath: String) throws -> String {
    try String(contentsOfFile: packageRoot + "/" + relativePath, encoding: .utf8)
  }

  /// `listing` without its leading `import` lines and the blank lines after them: the test
  /// file has imports of its own.
  static func droppingImports(_ listing: [Substring]) -> [Substring] {
    Array(
      listing.drop {
        $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") || $0.isEmpty
      })
  }

  /// The lines of every fenced block, in order.
  static func listings(in markdown: String) -> [[Substring]] {
    var listings: [[Substring]] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingPrefix(while: \.isWhitespace).hasPrefix("```") {
        if let listing = current {
          listings.append(listing)
          current = nil
        } else {
          current = []
        }
      } else {
        current?.append(line)
      }
    }
    return listings
  }

  /// Whether `lines` holds `listing` as consecutive lines, each indented by the same prefix.
  static func contains(_ lines: [Substring], _ listing: [Substring]) -> Bool {
    guard let first = listing.first, !first.isEmpty, lines.count >= listing.count else {
      return false
    }
    return (0...(lines.count - listing.count)).contains { start in
      guard lines[start].hasSuffix(first) else { return false }
      let indent = lines[start].dropLast(first.count)
      guard indent.allSatisfy({ $0 == " " }) else { return false }
      return listing.indices.allSatisfy { offset in
        let line = lines[start + offset]
        let expected = listing[offset]
        return expected.isEmpty
          ? line.allSatisfy(\.isWhitespace) : line == indent + expected
      }
    }
  }
}
