import Foundation
import Testing

/// The README cannot rot: it reads in five minutes, the files it names exist, and the listings of
/// a section that names a test file are in that file, line for line (`ArticleListingTests` holds
/// the matching rules; here each paragraph of a listing may sit at its own indentation, so that a
/// `main.swift` can be compiled inside a function).
@MainActor
@Suite struct ReadmeTests {
  private static func readme() throws -> String { try ArticleListingTests.read("README.md") }

  /// The most lines the README may have.
  // 200, and the table that says why to pick Flows (issue #59).
  static let lineLimit = 220

  @Test func itIsShort() throws {
    // As `wc -l` counts them: the line breaks.
    let lines = try Self.readme().count { $0 == "\n" }
    #expect(lines <= Self.lineLimit, "the README has \(lines) lines")
  }

  @Test func everyFileItNamesExists() throws {
    let readme = try Self.readme()
    let named = Self.repositoryPaths(in: readme)
    #expect(named.count > 10, "found only \(named)")
    #expect(Self.missingPaths(named) == [])
  }

  @Test func theQuickStartIsTheTestThatRunsIt() throws {
    let sections = Self.sections(of: try Self.readme())
    let quickStart = try #require(sections.first { $0.title == "Quick start" })
    #expect(quickStart.testFiles == ["Tests/CoordinatorTests/ReadmeQuickStartTests.swift"])
    let code = try #require(ArticleListingTests.listings(in: quickStart.body).first)
    // Blank lines and comments aside, the quick start is the twenty lines the README promises.
    let lines = code.filter {
      let text = $0.trimmingPrefix(while: \.isWhitespace)
      return !text.isEmpty && !text.hasPrefix("//")
    }
    #expect(lines.count <= 20, "the quick start has \(lines.count) lines of code")
  }

  @Test func everyListingOfASectionIsInTheTestFileItNames() throws {
    let sections = Self.sections(of: try Self.readme()).filter { !$0.testFiles.isEmpty }
    #expect(
      sections.map(\.title) == ["Quick start", "Your flows in the shell", "Testing your flows"])
    // The listings of the other sections, each checked elsewhere or not code: the set-up
    // commands, the session at a terminal (`ShellTourTests` replays it), the manifest
    // (`Scripts/consumer.sh` builds it) and the SwiftUI view (below).
    let others = Self.sections(of: try Self.readme()).filter { $0.testFiles.isEmpty }
      .flatMap { ArticleListingTests.listings(in: $0.body) }
    #expect(
      others.map { $0.first.map(String.init) ?? "" } == [
        "swift run flows     # the sample app in its shell: type :help, or pipe a script in",
        "flows 0.1.0: type :help for the commands and actions, :quit or Ctrl-D to leave",
        "// swift-tools-version: 6.0", "import CoordinatorBridge",
      ])
    // The SwiftUI view is compiled and built on Linux against the stand-in SwiftUI, by a test
    // the README does not name (a section that names a test file is checked above).
    let view = try #require(others.last)
    let file = try ArticleListingTests.read("Tests/StandIns/HostTests/ReadmeViewTests.swift")
      .split(separator: "\n", omittingEmptySubsequences: false)
    let paragraphs = Self.paragraphs(of: ArticleListingTests.droppingImports(view))
    #expect(paragraphs.first?.first == "struct MyAppView: View {")
    for paragraph in paragraphs {
      #expect(ArticleListingTests.contains(file, paragraph), "\(paragraph)")
    }
    for section in sections {
      let files = try section.testFiles.map {
        try ArticleListingTests.read($0).split(separator: "\n", omittingEmptySubsequences: false)
      }
      let listings = ArticleListingTests.listings(in: section.body)
      #expect(!listings.isEmpty, "\(section.title) has no listing")
      for listing in listings {
        for paragraph in Self.paragraphs(of: ArticleListingTests.droppingImports(listing)) {
          #expect(
            files.contains { ArticleListingTests.contains($0, paragraph) },
            "\(section.title): not in \(section.testFiles):\n\(paragraph.joined(separator: "\n"))")
        }
      }
    }
  }

  @Test func aMissingFileAndADriftedListingAreFound() {
    let markdown = """
      # Title

      ## One

      ```swift
      import Coordinator

      let x = 1
      ```

      Run as `Tests/ATests.swift`; see `Sources/Gone/` and `Scripts/docs.sh OUT`.

      ## Two

      No listing, no test.
      """
    let sections = Self.sections(of: markdown)
    #expect(sections.map(\.title) == ["One", "Two"])
    #expect(sections.map(\.testFiles) == [["Tests/ATests.swift"], []])
    let paths = Self.repositoryPaths(in: markdown)
    #expect(paths == ["Tests/ATests.swift", "Sources/Gone/", "Scripts/docs.sh"])
    #expect(Self.missingPaths(paths + ["README.md"]) == ["Tests/ATests.swift", "Sources/Gone/"])
    #expect(!ArticleListingTests.contains(["let x = 2"], ["let x = 1"]))
  }

  /// The lines of `listing` split at blank lines, each part without them.
  nonisolated static func paragraphs(of listing: [Substring]) -> [[Substring]] {
    listing.split(whereSeparator: { $0.isEmpty }).map(Array.init)
  }

  struct Section {
    let title: String
    let body: String
    /// The test files the section names, such as `Tests/CoordinatorTests/ReadmeQuickStartTests.swift`.
    var testFiles: [String] {
      ReadmeTests.repositoryPaths(in: body).filter {
        $0.hasPrefix("Tests/") && $0.hasSuffix(".swift")
      }
    }
  }

  /// The `## ` sections of `markdown`, in order.
  nonisolated static func sections(of markdown: String) -> [Section] {
    var sections: [Section] = []
    var title: Substring?
    var body: [Substring] = []
    func close() {
      if let title {
        sections.append(Section(title: String(title), body: body.joined(separator: "\n")))
      }
    }
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        close()
        title = line.dropFirst(3)
        body = []
      } else {
        body.append(line)
      }
    }
    close()
    return sections
  }

  /// The repository paths written in backticks, such as `` `Scripts/docs.sh` ``, without
  /// arguments. A path under a test target, such as `` `FlowsCLITests/Reliability/LimitsTests` ``,
  /// is under `Tests/`; `../shared/` is beside the repository, not in it, and is left out.
  nonisolated static func repositoryPaths(in markdown: String) -> [String] {
    let roots = [
      "Sources/", "Examples/", "Tests/", "Scripts/", "Benchmarks/", "Fuzz/", ".ci/",
      "Documentation/",
    ]
    let testTargets = [
      "CoordinatorTests/", "MVVMTests/", "CoordinatorTestingTests/", "CoordinatorTestingXCTests/",
      "FlowsCLITests/",
    ]
    let rootFiles = ["README.md", "CHANGELOG.md", "Package.swift"]
    return markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .compactMap { index, piece in
        // Odd pieces are inside backticks.
        guard index % 2 == 1, !piece.contains("…") else { return nil }
        let path = String(piece.prefix { $0 != " " })
        if roots.contains(where: path.hasPrefix) || rootFiles.contains(path) { return path }
        if testTargets.contains(where: path.hasPrefix) { return "Tests/" + path }
        return nil
      }
  }

  /// The paths of `paths` that name nothing in the package, as a file, a directory, or a Swift
  /// file without its extension.
  nonisolated static func missingPaths(_ paths: [String]) -> [String] {
    let root = ArticleListingTests.packageRoot + "/"
    return paths.filter { path in
      ![path, path + ".swift"].contains { FileManager.default.fileExists(atPath: root + $0) }
    }
  }
}
