import Foundation
import Testing

/// Every listing of an article is code that a test compiles and runs, so the article cannot rot.
///
/// A listing is a fenced block of the article: Swift code, or output a test compares. It must
/// appear in the test file the article names, line for line, at any one indentation. Listings
/// that start with `#if canImport(` run only on Apple platforms and are not checked here.
///
/// This is the check of `Tests/CoordinatorTests/Documentation/ArticleListingTests.swift`, which
/// also tests the check itself, run on the articles of the `MVVM` catalog.
@MainActor
@Suite struct ArticleListingTests {
  struct Article: Sendable, CustomTestStringConvertible {
    /// The article, relative to the package root.
    let path: String
    /// The test file that holds its listings, relative to the package root.
    let tests: String

    var testDescription: String { path }
  }

  nonisolated static let articles = [
    Article(
      path: "Sources/MVVM/Documentation.docc/ViewModelsAndOutputs.md",
      tests: "Tests/MVVMTests/Documentation/ViewModelsAndOutputsTests.swift")
  ]

  @Test(arguments: articles)
  func everyListingIsInTheTestFileTheArticleNames(_ article: Article) throws {
    let markdown = try Self.read(article.path)
    let tests = try Self.read(article.tests).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(markdown.contains("`\(article.tests)`"), "the article does not name its test file")
    let listings = Self.listings(in: markdown)
    #expect(!listings.isEmpty)
    for listing in listings where !(listing.first?.hasPrefix("#if canImport(") ?? false) {
      #expect(
        Self.contains(tests, listing),
        "not in \(article.tests):\n\(listing.joined(separator: "\n"))")
    }
  }

  private static func read(_ relativePath: String) throws -> String {
    let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
    return try String(
      contentsOfFile: (root + [Substring(relativePath)]).joined(separator: "/"), encoding: .utf8)
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
