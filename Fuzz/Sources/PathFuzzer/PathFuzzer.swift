import Coordinator
import FuzzDriver
import SampleGameApp

/// libFuzzer's entry point: parses the input as a path, then opens each of its lines in the app.
///
/// `FlowPath(parsing:)` is checked against a reference written from its contract (a leading `/`,
/// no empty component, at most `FlowPath.maximumComponentCount` components and
/// `FlowPath.maximumLength` bytes, checked in that order of precedence) and must give back the
/// string it parsed. Then each line of the input is opened with `:open` in a fresh, logged-in
/// session: an accepted link lands on the path it names (on `/login` while logged out, where a
/// link under `/main` waits for the login), a rejected one changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  PathFuzzer.checkParsing(text)
  MainActor.assumeIsolated {
    runToEnd { await PathFuzzer.checkOpening(text) }
  }
  return 0
}

enum PathFuzzer {
  /// The nine paths of the sample app.
  static let appPaths: Set<String> = [
    "/login", "/login/otp", "/main", "/main/game", "/main/game/result", "/main/settings",
    "/main/settings/profile", "/main/about", "/main/about/licenses",
  ]

  static func checkParsing(_ text: String) {
    let expected = reference(text)
    do {
      let path = try FlowPath(parsing: text)
      require(expected == .success(path.components), "parsed \(path), expected \(expected)")
      require(path.description == text, "\(String(reflecting: text)) came back as \(path)")
      require(try FlowPath(parsing: path.description) == path, "\(path) does not parse back")
    } catch {
      require(expected == .failure(error), "threw \(error), expected \(expected)")
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

  @MainActor
  static func checkOpening(_ text: String) async {
    let session = HeadlessSession(seed: 7)
    let loggedIn = await session.run("login Ada")
    let verified = await session.run("verify 123456")
    require(loggedIn && verified, "cannot log in")
    var isLoggedIn = true
    for line in text.split(separator: "\n").prefix(16) {
      let before = session.path
      let accepted = await session.run(":open " + line)
      guard accepted else {
        require(session.path == before, "rejected :open \(line) moved from \(before ?? "none")")
        continue
      }
      // The words as the shell reads them, after ":open ", where white space is a character
      // every scalar of which is white space: a combining mark at the start of `line` joins
      // that space into a character that shows the mark, part of the word.
      let words = (":open " + line).split { character in
        character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
      }.dropFirst()
      require(words.count == 1, ":open accepted \(String(reflecting: String(line)))")
      let target = String(words[words.startIndex])
      require(appPaths.contains(target), ":open accepted \(String(reflecting: target))")
      if target.hasPrefix("/login") {
        isLoggedIn = false
      }
      let expected = isLoggedIn ? target : "/login"
      require(session.path == expected, ":open \(target) landed on \(session.path ?? "none")")
    }
  }

  private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      fatalError("PathFuzzer: \(message())")
    }
  }
}
