import Foundation
import Testing

/// Every cross-reference of the README, `Documentation/` and the DocC articles resolves: a file
/// in backticks exists, a README section named in italics (`README, *Your flows in the shell*`)
/// is a `## ` heading of the README, an article named in italics (`*Testing Your Flows*`) is the
/// title of an article, a section of another page (`` (`Documentation/Shell.md`, *Exploring*) ``)
/// is a heading of that page, and an option in backticks is one `flows --help` or `:help` lists.
/// `swift run flows --seed 7` is written without `--`: `swift run` passes everything after the
/// product's name to it, `--` too, and `flows` takes what follows `--` as SCRIPT. A listing that
/// runs a script (`flows … smoke.flows`, `printf … | flows`) gives it `--data-dir`, so that a
/// script never shares `~/.config/flows` with the person's sessions.
@MainActor
@Suite struct CrossReferenceTests {
  /// The documents checked, relative to the package root.
  nonisolated static let documents: [String] = {
    let files = FileManager.default
    let root = ArticleListingTests.packageRoot + "/"
    func markdown(in directory: String) -> [String] {
      ((try? files.contentsOfDirectory(atPath: root + directory)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { directory + "/" + $0 }
    }
    let catalogs = ((try? files.contentsOfDirectory(atPath: root + "Sources")) ?? []).sorted()
      .map { "Sources/\($0)/Documentation.docc" }
    return ["README.md"] + markdown(in: "Documentation") + catalogs.flatMap(markdown(in:))
  }()

  /// Options in backticks that are not the shell's, each another program's or shown on purpose.
  nonisolated static let allowedOptions: Set<String> = [
    // `flows-bench`'s, in `Documentation/Performance.md` (`--instructions --quick`).
    "--instructions", "--quick",
    // The misspelt option `Documentation/Shell.md` shows the shell correcting.
    "--jsno",
  ]

  /// What a document may refer to.
  struct Targets {
    /// The `## ` headings of the README.
    var readmeSections: Set<String>
    /// The titles of the DocC articles, their `# ` first lines.
    var articleTitles: Set<String>
    /// The options of `flows --help` and of the shell commands `:help` lists.
    var options: Set<String>
    /// The headings of a Markdown file of the package, by its path; nil for no such file.
    var headings: @Sendable (String) -> Set<String>?
  }

  static func targets() throws -> Targets {
    let titles = try documents.filter { $0.hasPrefix("Sources/") }.map { path in
      let first = try ArticleListingTests.read(path).prefix { $0 != "\n" }
      return String(first.dropFirst(2))
    }
    // The goldens are what `flows --help` and `:help` print, and lines of the shelf's that
    // the shell takes (`:path --url`), as `GoldenTranscriptTests` checks them.
    let golden = "Tests/FlowsCLITests/Shell/Golden/"
    let help = try ["help.stdout", "commands.stdout", "shelf-links.flows"]
      .map { try ArticleListingTests.read(golden + $0) }.joined(separator: "\n")
    return Targets(
      readmeSections: Self.headings(of: try ArticleListingTests.read("README.md"), level: 2),
      articleTitles: Set(titles), options: Self.options(in: help),
      headings: { path in
        let file = ArticleListingTests.packageRoot + "/" + path
        guard path.hasSuffix(".md"), let text = try? String(contentsOfFile: file, encoding: .utf8)
        else { return nil }
        return Self.headings(of: text, level: nil)
      })
  }

  @Test(arguments: documents)
  func everyReferenceResolves(_ path: String) throws {
    let markdown = try ArticleListingTests.read(path)
    let findings = Self.findings(in: markdown, targets: try Self.targets())
    #expect(findings.isEmpty, "\(path):\n\(findings.joined(separator: "\n"))")
  }

  @Test func everyDocumentIsChecked() {
    #expect(Self.documents.count > 15, "\(Self.documents)")
    #expect(Self.documents.contains("Documentation/Shell.md"))
    #expect(Self.documents.contains("Sources/Coordinator/Documentation.docc/GettingStarted.md"))
  }

  @Test func badReferencesAreFound() {
    let markdown = """
      # A page

      See the README, *Drive your own flows*, the README's *Your flows in the shell*, *Testing
      Your Flows* and *Testing Their Flows* (`Documentation/Shell.md`, *Exploring*;
      `Documentation/Shell.md`, *Exploring Everything*), *Atomic.*, *its* own and (see *Output*).
      Run `flows --seed 7 --jsno --colour` or `:tree --format dot`; `swift build -c release`;
      `swift run flows --seed 7` and `swift run flows -- --seed 7`; `Sources/Gone.swift`;
      `FLOWS_BINARY=old/.build/debug/flows swift test --filter Files`.

      ```sh
      printf 'x\\n' | flows --quiet --data-dir /tmp/d --loud
      $ .build/debug/flows smoke.flows
      swift package --disable-sandbox
      ```

      ## Output
      """
    let targets = Targets(
      readmeSections: ["Your flows in the shell"], articleTitles: ["Testing Your Flows"],
      options: ["--seed", "--format", "--quiet", "--data-dir"],
      headings: { $0 == "Documentation/Shell.md" ? ["Exploring"] : nil })
    #expect(
      Self.findings(in: markdown, targets: targets) == [
        "no such file: Sources/Gone.swift",
        "no README section *Drive your own flows*",
        "no article *Testing Their Flows*",
        "no section *Exploring Everything* in Documentation/Shell.md",
        "a script without --data-dir: $ .build/debug/flows smoke.flows",
        "no such option: --colour",
        "swift run flows -- --seed: flows would read --seed as SCRIPT",
        "no such option: --loud",
      ])
  }

  @Test func theReadmeListsEveryArticleUnderItsModule() throws {
    let readme = try ArticleListingTests.read("README.md")
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
    var listed: [String: Set<String>] = [:]
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let module = cells.first, let articles = cells.last else { continue }
      listed[module.trimmingCharacters(in: ["`"])] = Set(
        Self.italics(in: articles).map(\.name))
    }
    var catalogs: [String: Set<String>] = [:]
    for path in Self.documents where path.hasPrefix("Sources/") {
      let module = String(path.split(separator: "/")[1])
      let title = try ArticleListingTests.read(path).prefix { $0 != "\n" }.dropFirst(2)
      if title.hasPrefix("``") { continue }  // the module's own page
      catalogs[module, default: []].insert(String(title))
    }
    for module in Set(catalogs.keys).union(listed.keys) {
      #expect(listed[module] ?? [] == catalogs[module] ?? [], "\(module)")
    }
    #expect(listed.count == 5, "\(listed.keys)")
  }

  /// What in `markdown` does not resolve against `targets`, one line each.
  static func findings(in markdown: String, targets: Targets) -> [String] {
    let (prose, fenced) = Self.proseAndListings(of: markdown)
    let spans = Self.codeSpans(in: prose)
    var findings: [String] = []
    // Files.
    let paths = spans.flatMap { ReadmeTests.repositoryPaths(in: "`\($0)`") }
    findings += ReadmeTests.missingPaths(paths).map { "no such file: \($0)" }
    // Sections and articles, named in italics.
    let own = Self.headings(of: markdown, level: nil)
    for (name, before) in Self.italics(in: Self.masked(prose)) {
      if name.hasSuffix(".") || name.hasSuffix(":") { continue }  // a list item's lead-in
      if name.first?.isLowercase ?? true { continue }  // an emphasis: titles are capitalised
      if ["README, ", "README's ", "README section "].contains(where: before.hasSuffix) {
        if !targets.readmeSections.contains(name) { findings.append("no README section *\(name)*") }
      } else if before.hasSuffix("`, "),
        let path = before.dropLast(3).split(separator: "`").last.map(String.init),
        let headings = targets.headings(path)
      {
        if !headings.contains(name) { findings.append("no section *\(name)* in \(path)") }
      } else if !targets.articleTitles.contains(name)
        && !(before.hasSuffix("see ") && own.contains(name))
      {
        findings.append("no article *\(name)*")
      }
    }
    // Options.
    // A script run in a listing keeps its settings apart from the person's sessions.
    for line in fenced {
      let commands = line.split(separator: "|").map { $0.split(separator: " ") }
      for (index, words) in commands.enumerated() {
        guard let program = words.first(where: { $0 != "$" && !$0.contains("=") }),
          program == "flows" || program.hasSuffix("/flows") || program.hasSuffix("/MyApp")
        else { continue }
        let readsAScript =
          index > 0 || words.contains { $0.hasSuffix(".flows") || $0.hasSuffix(".txt") }
        if readsAScript && !words.contains("--data-dir") {
          findings.append("a script without --data-dir: \(line)")
        }
      }
    }
    for command in spans + fenced {
      for part in command.split(separator: "|").flatMap({ $0.split(separator: "&&") }) {
        // Past the prompt and the environment (`FLOWS_BINARY=… swift test`).
        let words = part.split(separator: " ").map(String.init).drop {
          $0 == "$" || $0.contains("=") && !$0.hasPrefix("-")
        }
        guard let first = words.first else { continue }
        let arguments: ArraySlice<String>
        if first == "flows" || first.hasSuffix("/flows") {
          arguments = words.dropFirst()
        } else if first.hasPrefix("-") || first.hasPrefix(":") || first.hasPrefix("[") {
          arguments = words
        } else if words.starts(with: ["swift", "run", "flows"]) {
          arguments = words.dropFirst(3)
          if arguments.first == "--", let next = arguments.dropFirst().first {
            findings.append(
              "\(words.prefix(5).joined(separator: " ")): flows would read \(next) as SCRIPT")
          }
        } else {
          continue  // another program, such as `swift build -c release`
        }
        for option in arguments.compactMap(Self.option(in:))
        where !targets.options.contains(option) && !Self.allowedOptions.contains(option) {
          findings.append("no such option: \(option)")
        }
      }
    }
    return findings
  }

  /// The `--option` a word of a command line starts with, such as `--format` in `[--format`.
  nonisolated static func option(in word: String) -> String? {
    let word = word.drop { $0 == "[" || $0 == "(" }
    guard word.hasPrefix("--") else { return nil }
    let name = word.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "-" }
    return name.isEmpty ? nil : "--" + name
  }

  /// Every `--option` written in `text`.
  nonisolated static func options(in text: String) -> Set<String> {
    Set(
      text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," }).compactMap {
        option(in: String($0))
      })
  }

  /// The headings of `markdown` outside its listings: those of `level` (`##` is 2), or all.
  nonisolated static func headings(of markdown: String, level: Int?) -> Set<String> {
    let (lines, _) = Self.proseLines(of: markdown)
    return Set(
      lines.compactMap { line in
        let hashes = line.prefix { $0 == "#" }.count
        guard hashes > 0, line.dropFirst(hashes).hasPrefix(" "), level.map({ $0 == hashes }) ?? true
        else { return nil }
        return String(line.dropFirst(hashes + 1))
      })
  }

  /// The lines outside fenced blocks, and those inside them.
  nonisolated static func proseLines(of markdown: String) -> (prose: [Substring], fenced: [String])
  {
    var prose: [Substring] = []
    var fenced: [String] = []
    var inside = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingPrefix(while: \.isWhitespace).hasPrefix("```") {
        inside.toggle()
      } else if inside {
        fenced.append(String(line))
      } else {
        prose.append(line)
      }
    }
    return (prose, fenced)
  }

  /// The text outside fenced blocks, its lines joined by spaces, and the lines inside them.
  nonisolated static func proseAndListings(of markdown: String) -> (String, [String]) {
    let (prose, fenced) = proseLines(of: markdown)
    return (prose.joined(separator: " "), fenced)
  }

  /// The contents of the code spans of `prose`, such as `Scripts/docs.sh` in `` `Scripts/docs.sh` ``
  /// (a span of two backticks may hold one).
  nonisolated static func codeSpans(in prose: String) -> [String] {
    spanRanges(in: prose).map { String(prose[$0]).trimmingCharacters(in: .whitespaces) }
  }

  /// The ranges of the code spans' contents.
  nonisolated static func spanRanges(in prose: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var index = prose.startIndex
    while let open = prose[index...].firstIndex(of: "`") {
      let fence = prose[open...].prefix { $0 == "`" }
      let start = fence.endIndex
      var search = start
      var found: Range<String.Index>?
      while let close = prose[search...].range(of: String(fence)) {
        let after = close.upperBound
        if after == prose.endIndex || prose[after] != "`" {
          found = close
          break
        }
        search = prose[after...].firstIndex { $0 != "`" } ?? prose.endIndex
      }
      guard let close = found else { break }
      ranges.append(start..<close.lowerBound)
      index = close.upperBound
    }
    return ranges
  }

  /// `prose` with the code spans' asterisks and inner backticks masked, so that only italics
  /// are between asterisks.
  nonisolated static func masked(_ prose: String) -> String {
    var text = prose
    for range in spanRanges(in: prose).reversed() {
      let content = prose[range].map { $0 == "*" || $0 == "`" ? "x" : $0 }
      text.replaceSubrange(range, with: String(content))
    }
    return text.replacing("``", with: "`")
  }

  /// Every `*italic*` of `text`, with the text before it.
  nonisolated static func italics(in text: String) -> [(name: String, before: Substring)] {
    var found: [(String, Substring)] = []
    let characters = Array(text)
    var offset = 0
    func isWord(_ index: Int) -> Bool {
      index >= 0 && index < characters.count
        && (characters[index].isLetter || characters[index].isNumber || characters[index] == "*"
          || characters[index] == "`")
    }
    while offset < characters.count {
      defer { offset += 1 }
      guard characters[offset] == "*", !isWord(offset - 1), offset + 1 < characters.count,
        !characters[offset + 1].isWhitespace, characters[offset + 1] != "*"
      else { continue }
      var end = offset + 1
      while end < characters.count, characters[end] != "*" { end += 1 }
      guard end < characters.count, !characters[end - 1].isWhitespace, !isWord(end + 1) else {
        continue
      }
      let name = String(characters[(offset + 1)..<end]).split(separator: " ")
        .joined(separator: " ")
      found.append((name, Substring(String(characters[..<offset]))))
      offset = end
    }
    return found
  }
}
