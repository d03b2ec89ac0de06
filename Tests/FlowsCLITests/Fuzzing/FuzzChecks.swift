import Coordinator
import FlowsShell
import Foundation
import GameApp
import Testing

/// The checks of the fuzz targets in `Fuzz/Sources`, as test expectations.
///
/// The corpus replay and the regression tests of inputs the fuzzers found run
/// each input through the same code path and the same checks as the fuzzer
/// that ran it.
@MainActor
enum FuzzChecks {
  /// The keys of a JSON line, in the contract's order.
  static let keys: Set<String> = [
    "line", "input", "ok", "screen", "path", "tree", "messages", "result", "error",
  ]

  /// The nine paths of the sample app.
  static let appPaths: Set<String> = [
    "/login", "/login/otp", "/main", "/main/game", "/main/game/result", "/main/settings",
    "/main/settings/profile", "/main/about", "/main/about/licenses",
  ]

  /// `fuzz-shell`: the bytes as a script, as text and as JSON, each in a fresh session.
  static func checkShell(
    _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let textSession = HeadlessSession(seed: 7)
    let text = await textSession.run(bytes: bytes)
    #expect([0, 1, 65].contains(text.status), sourceLocation: sourceLocation)

    let jsonSession = HeadlessSession(seed: 7)
    let json = await jsonSession.run(bytes: bytes, json: true)
    #expect(json.status == text.status, sourceLocation: sourceLocation)
    #expect(json.errors.isEmpty, sourceLocation: sourceLocation)
    #expect(jsonSession.path == textSession.path, sourceLocation: sourceLocation)
    var lastLine = 0
    for line in json.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        sourceLocation: sourceLocation)
      // `state` only for a screen that declares one: Login and Game do.
      #expect(
        Set(object.keys).subtracting(["state"]) == keys
          && (object["state"] == nil || object["state"] is [String: Any]),
        sourceLocation: sourceLocation)
      let number = try #require(object["line"] as? Int, sourceLocation: sourceLocation)
      #expect(number > lastLine, sourceLocation: sourceLocation)
      lastLine = number
    }
    #expect(json.output.isEmpty || json.output.hasSuffix("\n"), sourceLocation: sourceLocation)
  }

  /// `fuzz-path`, first half: `FlowPath(parsing:)` against its contract, and back to the string.
  static func checkParsing(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = reference(text)
    do {
      let path = try FlowPath(parsing: text)
      #expect(expected == .success(path.components), sourceLocation: sourceLocation)
      #expect(path.description == text, sourceLocation: sourceLocation)
      #expect((try? FlowPath(parsing: path.description)) == path, sourceLocation: sourceLocation)
    } catch {
      #expect(expected == .failure(error), sourceLocation: sourceLocation)
    }
  }

  /// The contract of `FlowPath(parsing:)`, on Unicode scalars rather than bytes.
  static func reference(_ text: String) -> Result<[String], PathError> {
    if text.utf8.count > FlowPath.maximumLength {
      return .failure(.tooLong(limit: FlowPath.maximumLength))
    }
    guard text.unicodeScalars.first == "/" else { return .failure(.missingLeadingSlash) }
    if text == "/" { return .success([]) }
    var components = [""]
    for scalar in text.unicodeScalars.dropFirst() {
      if scalar == "/" {
        components.append("")
      } else {
        components[components.count - 1].unicodeScalars.append(scalar)
      }
    }
    if components.count > FlowPath.maximumComponentCount {
      return .failure(.tooManyComponents(limit: FlowPath.maximumComponentCount))
    }
    if let index = components.firstIndex(of: "") {
      return .failure(.emptyComponent(index: index))
    }
    return .success(components)
  }

  /// `fuzz-path`, second half: each line opened in a logged-in session lands where it says.
  static func checkOpening(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async
  {
    let session = HeadlessSession(seed: 7)
    let loggedIn = await session.run("login Ada")
    let verified = await session.run("verify 123456")
    #expect(loggedIn && verified)
    var isLoggedIn = true
    for line in text.split(separator: "\n").prefix(16) {
      let before = session.path
      guard await session.run(":open " + line) else {
        #expect(session.path == before, sourceLocation: sourceLocation)
        continue
      }
      // The words as the shell reads them, after ":open ", where white space is a character
      // every scalar of which is white space: a combining mark at the start of `line` joins
      // that space into a character that shows the mark, part of the word.
      let words = (":open " + line).split { character in
        character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
      }.dropFirst()
      #expect(words.count == 1, sourceLocation: sourceLocation)
      let target = words.first.map(String.init) ?? ""
      #expect(appPaths.contains(target), sourceLocation: sourceLocation)
      if target.hasPrefix("/login") {
        isLoggedIn = false
      }
      #expect(session.path == (isLoggedIn ? target : "/login"), sourceLocation: sourceLocation)
    }
  }
}
