import Foundation
import Testing

@testable import GameApp
@testable import ShelfApp

/// One version everywhere a person reads it: `CHANGELOG.md`'s newest release is what both sample
/// apps' `flows --version` prints, what the README's `.package(url:from:)` asks for and what the
/// banners of the README and the shell tour show. The changelog's sections are `[Unreleased]`,
/// then releases `[X.Y.Z] - YYYY-MM-DD`, newest first.
@MainActor
@Suite struct ReleaseVersionTests {
  /// A release section of the changelog: its version's three numbers and its date.
  struct Release: Equatable {
    var version: [Int]
    var date: String
  }

  /// The `## ` headings of `changelog`, the first one `[Unreleased]` and every other a release.
  /// Throws the heading that is neither.
  static func releases(in changelog: String) throws -> [Release] {
    let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(headings.first == "## [Unreleased]", "the first section is \(headings.first ?? "none")")
    return try headings.dropFirst().map { heading in
      let release = /^## \[(\d+)\.(\d+)\.(\d+)\] - (\d{4}-\d{2}-\d{2})$/
      guard let match = try release.wholeMatch(in: heading) else {
        throw HeadingError(heading: String(heading))
      }
      let (_, major, minor, patch, date) = match.output
      let version = try [major, minor, patch].map { try #require(Int($0)) }
      return Release(version: version, date: String(date))
    }
  }

  /// A changelog heading that is neither `[Unreleased]` nor a release.
  struct HeadingError: Error, Equatable, CustomStringConvertible {
    var heading: String
    var description: String { "not [Unreleased] or [X.Y.Z] - YYYY-MM-DD: \(heading)" }
  }

  /// The newest release's version, as `flows --version` writes it.
  static func newestVersion() throws -> String {
    let newest = try #require(try releases(in: ReliabilityFiguresTests.read("CHANGELOG.md")).first)
    return newest.version.map(String.init).joined(separator: ".")
  }

  @Test func theChangelogHasReleasesNewestFirst() throws {
    let releases = try Self.releases(in: ReliabilityFiguresTests.read("CHANGELOG.md"))
    #expect(!releases.isEmpty)
    for (newer, older) in zip(releases, releases.dropFirst()) {
      #expect(newer.version.lexicographicallyPrecedes(older.version) == false)
      #expect(newer.version != older.version)
      #expect(newer.date >= older.date, "\(newer) is dated before \(older)")
    }
  }

  @Test func aHeadingThatIsNoReleaseIsFound() {
    let changelog = "# Changelog\n\n## [Unreleased]\n\n## [0.2.0] - 2027-01-02\n\n## 0.1.0\n"
    #expect(throws: HeadingError(heading: "## 0.1.0")) { try Self.releases(in: changelog) }
  }

  @Test func bothAppsSayTheNewestRelease() throws {
    let newest = try Self.newestVersion()
    #expect(GameCommand.description.version == newest)
    #expect(ShelfCommand.description.version == newest)
    let golden = try ReliabilityFiguresTests.read("Tests/FlowsCLITests/Shell/Golden/version.stdout")
    #expect(golden == "flows \(newest)\n")
  }

  @Test func theReadmeAsksForTheNewestRelease() throws {
    let newest = try Self.newestVersion()
    let readme = try ReliabilityFiguresTests.read("README.md")
    let asked = readme.matches(of: /\.package\(url: "[^"]+", from: "([^"]+)"\)/).map(\.output.1)
    #expect(asked == [Substring(newest)])
    for page in ["README.md", "Documentation/ShellTour.md"] {
      let banners = try ReliabilityFiguresTests.read(page).split(separator: "\n").filter {
        $0.hasPrefix("flows ") && $0.contains(": type :help")
      }
      #expect(
        banners == [
          "flows \(newest): type :help for the commands and actions, :quit or Ctrl-D to leave"
        ], "\(page)")
    }
  }
}
