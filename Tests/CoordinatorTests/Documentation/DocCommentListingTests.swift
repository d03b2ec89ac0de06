import Foundation
import Testing

/// Every listing of a doc comment in `Sources/` is code that a test compiles and runs, as every
/// listing of an article is (``ArticleListingTests``).
///
/// A listing is a fenced block of a `///` comment, read without the `/// ` prefix: Swift code,
/// or output a test compares. Past its `import` lines, it must appear line for line, at any
/// one indentation, in a Swift file of one of the test targets of its module; most are in the
/// `Documentation/DocComments/` folder of the target, in a suite named after the source file.
/// An indented code block is not allowed, since nothing here would check it: fence it. A file
/// that is all `#if canImport(` (a UIKit or SwiftUI layer) is not compiled here: its listings
/// are not checked. The
/// check reads files by path from the package root, so all the modules are checked here.
@MainActor
@Suite struct DocCommentListingTests {
  struct Module: Sendable, CustomTestStringConvertible {
    /// The module's sources, relative to the package root.
    let sources: String
    /// The folders of the test targets that may hold its listings.
    let tests: [String]

    var testDescription: String { sources }
  }

  nonisolated static let modules = [
    Module(sources: "Sources/Coordinator", tests: ["Tests/CoordinatorTests"]),
    Module(sources: "Sources/MVVM", tests: ["Tests/MVVMTests"]),
    Module(
      sources: "Sources/CoordinatorTesting",
      tests: ["Tests/CoordinatorTestingTests", "Tests/CoordinatorTestingXCTests"]),
    Module(
      sources: "Sources/FlowsShell",
      tests: ["Tests/FlowsCLITests", "Tests/CoordinatorTestingTests"]
    ),
    Module(sources: "Sources/FlowsCLI", tests: ["Tests/FlowsCLITests"]),
    Module(sources: "Sources/CoordinatorBridge", tests: ["Tests/CoordinatorBridgeTests"]),
  ]

  @Test func everyModuleIsChecked() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: ArticleListingTests.packageRoot + "/Sources")
    #expect(Set(folders.map { "Sources/\($0)" }) == Set(Self.modules.map(\.sources)))
  }

  @Test(arguments: modules)
  func everyListingIsInATestOfItsModule(_ module: Module) throws {
    let tests = try module.tests.flatMap(Self.swiftFiles(under:)).map {
      try ArticleListingTests.read($0).split(separator: "\n", omittingEmptySubsequences: false)
    }
    var problems: [String] = []
    for path in try Self.swiftFiles(under: module.sources) {
      let source = try ArticleListingTests.read(path)
      // A platform layer (`#if canImport(UIKit)`, `#if canImport(SwiftUI)`) is not compiled
      // here, and neither are the listings of its comments; `PlatformLayerTests` keeps it thin.
      if source.hasPrefix("#if canImport(") { continue }
      problems += Self.problems(in: source, path: path, tests: tests)
    }
    for problem in problems {
      Issue.record(Comment(rawValue: problem))
    }
  }

  @Test func aListingInNoTestIsReportedWithItsFileAndLine() {
    let source = """
      /// Text.
      ///
      /// ```swift
      /// let planted = 1
      /// ```
      struct S {
        /// ```
        /// output
        /// ```
        func f() {}
      }
      """
    let tests: [[Substring]] = [["func test() {", "  let planted = 1", "}"]]
    #expect(
      Self.problems(in: source, path: "Sources/P.swift", tests: tests) == [
        "Sources/P.swift:7: not in a test:\noutput"
      ])
    #expect(Self.problems(in: source, path: "Sources/P.swift", tests: []).count == 2)
    #expect(Self.problems(in: source, path: "Sources/P.swift", tests: tests + [["output"]]) == [])
    let indented =
      "/// Text.\n///\n///     let planted = 1\n///\n/// - Parameters:\n///   - a: an\n///     a"
    #expect(
      Self.problems(in: indented, path: "Sources/P.swift", tests: tests) == [
        "Sources/P.swift:3: an indented code block, which no test checks: fence it"
      ])
  }

  /// Every Swift file under `folder`, relative to the package root, in order.
  static func swiftFiles(under folder: String) throws -> [String] {
    let root = ArticleListingTests.packageRoot + "/" + folder
    let files = try FileManager.default.subpathsOfDirectory(atPath: root)
    return files.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
  }

  /// What is wrong with the doc comments of the source file at `path`, whose text is `source`:
  /// each listing that is in none of `tests`, and each indented code block, as
  /// `path:line: reason`.
  static func problems(in source: String, path: String, tests: [[Substring]]) -> [String] {
    var problems: [String] = []
    for comment in docComments(in: source) {
      let fences = comment.lines.indices.filter {
        comment.lines[$0].trimmingPrefix(while: \.isWhitespace).hasPrefix("```")
      }
      let listings = ArticleListingTests.listings(in: comment.lines.joined(separator: "\n"))
      for (index, listing) in listings.enumerated() {
        let code = ArticleListingTests.droppingImports(listing)
        if code.isEmpty || tests.contains(where: { ArticleListingTests.contains($0, code) }) {
          continue
        }
        let line = comment.line + fences[2 * index]
        problems.append("\(path):\(line): not in a test:\n\(code.joined(separator: "\n"))")
      }
      var isFenced = false
      for (offset, line) in comment.lines.enumerated() {
        if fences.contains(offset) { isFenced.toggle() }
        if !isFenced, offset > 0, comment.lines[offset - 1].isEmpty, line.hasPrefix("    ") {
          problems.append(
            "\(path):\(comment.line + offset): an indented code block, which no test checks: "
              + "fence it")
        }
      }
    }
    return problems
  }

  /// Each run of `///` lines of `source`: the number of its first line, and its lines without
  /// the `///` and the one space after it.
  static func docComments(in source: String) -> [(line: Int, lines: [Substring])] {
    var comments: [(line: Int, lines: [Substring])] = []
    var previousWasComment = false
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingPrefix(while: \.isWhitespace)
      guard trimmed.hasPrefix("///") else {
        previousWasComment = false
        continue
      }
      var text = trimmed.dropFirst(3)
      if text.first == " " { text = text.dropFirst() }
      if previousWasComment {
        comments[comments.count - 1].lines.append(text)
      } else {
        comments.append((line: index + 1, lines: [text]))
      }
      previousWasComment = true
    }
    return comments
  }
}
