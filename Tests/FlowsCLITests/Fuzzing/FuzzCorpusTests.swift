@_spi(Files) import Coordinator
import FlowsShell
import Foundation
import GameApp
import Testing

/// The fuzzers' seed corpora, replayed through the entry points the fuzzers use.
///
/// `Fuzz/Corpus/shell` runs through `HeadlessSession.run(bytes:json:)` and
/// `Fuzz/Corpus/path` through `FlowPath(parsing:)` and `:open`, and
/// `Fuzz/Corpus/link` through `FlowLink(parsing:origins:)` and `LinkOracle`
/// (the fuzzer's own file, linked here), and `Fuzz/Corpus/json` through `JSONOracle` (linked
/// too), with the same checks as the fuzz targets, so that every test run, and every sanitizer run of the suite,
/// covers them.
@MainActor
@Suite struct FuzzCorpusTests {
  /// The files of `Fuzz/Corpus/NAME` in the source tree, by name.
  nonisolated static func corpus(_ name: String) -> [String] {
    let directory = corpusDirectory(name)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted()
  }

  nonisolated static func corpusDirectory(_ name: String) -> URL {
    URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Fuzz/Corpus/\(name)", directoryHint: .isDirectory)
  }

  @Test func everyCorpusIsThere() {
    #expect(Self.corpus("shell").count >= 5)
    #expect(Self.corpus("path").count >= 9)
    #expect(Self.corpus("link").count >= 30)
    #expect(Self.corpus("json").count >= 14)
  }

  @Test(arguments: corpus("shell"))
  func shellSeed(_ name: String) async throws {
    let bytes = try Array(Data(contentsOf: Self.corpusDirectory("shell").appending(path: name)))
    try await FuzzChecks.checkShell(bytes)
  }

  @Test(arguments: corpus("path"))
  func pathSeed(_ name: String) async throws {
    let bytes = try Array(Data(contentsOf: Self.corpusDirectory("path").appending(path: name)))
    let text = String(decoding: bytes, as: UTF8.self)
    FuzzChecks.checkParsing(text)
    await FuzzChecks.checkOpening(text)
  }

  /// `fuzz-link` but for its time limit, which is for a fuzzer's steady loop.
  @Test(arguments: corpus("link"))
  func linkSeed(_ name: String) throws {
    let bytes = try Array(Data(contentsOf: Self.corpusDirectory("link").appending(path: name)))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(LinkOracle.problems(text, origins: LinkOracle.origins) == [])
    #expect(LinkOracle.problems(text, origins: []) == [])
  }

  /// `fuzz-json`: read as the project reads its files, written back and read again.
  @Test(arguments: corpus("json"))
  func jsonSeed(_ name: String) throws {
    let bytes = try Array(Data(contentsOf: Self.corpusDirectory("json").appending(path: name)))
    #expect(JSONOracle.problems(bytes) == [])
  }

  /// The numbers the third round of attacks changed are read, and kept to the digit.
  @Test func theAttacksNumbersAreReadAndKept() throws {
    let seeds = ["beyond-64-bits", "negative-zero", "beyond-double"]
    let numbers = try seeds.map { name in
      let bytes = try Array(Data(contentsOf: Self.corpusDirectory("json").appending(path: name)))
      let value = try #require(JSONValue(parsing: bytes))
      return JSONOracle.numbers(in: value).sorted()
    }
    #expect(
      numbers == [["1", "18446744073709551615"], ["-0", "-0.0", "0.0"], ["-1E-400", "1e400"]])
    #expect(JSONOracle.isNumber("-0.5e+7"))
    #expect(!JSONOracle.isNumber("01") && !JSONOracle.isNumber("1.") && !JSONOracle.isNumber("+1"))
  }
}
