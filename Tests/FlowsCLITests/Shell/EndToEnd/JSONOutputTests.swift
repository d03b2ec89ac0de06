import Foundation
import Testing

/// `flows --json` as a program reads it: every line of stdout parsed back and checked key by key.
@Suite struct JSONOutputTests {
  static let keys: Set<String> = [
    "line", "input", "ok", "screen", "path", "tree", "messages", "result", "error",
  ]
  /// The state of a new game's Game screen, and of Login with no request running.
  static var newGame: NSDictionary { ["guesses": 0, "low": 1, "high": 100] }
  static var idleLogin: NSDictionary { ["request": "idle"] }

  /// Runs `flows --json` on `input` and parses every line of its stdout as one JSON object.
  private func objects(
    _ input: [UInt8], arguments: [String] = []
  ) throws -> (objects: [[String: Any]], status: Int32) {
    let directory = try temporaryDirectory()
    let run = try FlowsBinary.run(
      ["--json", "--seed", "7", "--data-dir", directory.appending(path: "data").path]
        + arguments, input: Data(input), in: directory)
    #expect(run.stderr.isEmpty, "\(run.standardError)")
    #expect(run.stdout.last == 0x0A)
    let lines = run.stdout.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
    let objects = try lines.map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line), options: []) as? [String: Any])
    }
    return (objects, run.status)
  }

  /// Checks every key of `object`: exactly the contract's, with these values.
  private func expect(
    _ object: [String: Any], line: Int, input: String?, ok: Bool, screen: String,
    path: String, tree: String, messages: [String], state: NSDictionary? = nil,
    result: String? = nil, error: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // `state` is there only for a screen that declares one.
    #expect(
      Set(object.keys) == Self.keys.union(state == nil ? [] : ["state"]),
      sourceLocation: sourceLocation)
    #expect(object["state"] as? NSDictionary == state, "state", sourceLocation: sourceLocation)
    #expect(object["line"] as? Int == line, "line", sourceLocation: sourceLocation)
    #expect(
      input.map { object["input"] as? String == $0 } ?? (object["input"] is NSNull),
      "input", sourceLocation: sourceLocation)
    #expect(object["ok"] as? Bool == ok, "ok", sourceLocation: sourceLocation)
    #expect(object["screen"] as? String == screen, "screen", sourceLocation: sourceLocation)
    #expect(object["path"] as? String == path, "path", sourceLocation: sourceLocation)
    #expect(object["tree"] as? String == tree, "tree", sourceLocation: sourceLocation)
    #expect(object["messages"] as? [String] == messages, "messages", sourceLocation: sourceLocation)
    #expect(
      result.map { object["result"] as? String == $0 } ?? (object["result"] is NSNull),
      "result", sourceLocation: sourceLocation)
    #expect(
      error.map { object["error"] as? String == $0 } ?? (object["error"] is NSNull),
      "error", sourceLocation: sourceLocation)
  }

  @Test func everyNonSkippedLineIsOneObjectWithTheContractsKeys() throws {
    let input =
      Array("# skipped\n\nlogin Ada\nverify 123456\n:path\nbogus\n".utf8)
      + [0xC3, 0x28, 0x0A]
      + Array(":expect screen Game\nplay\n:screen\n:tree --format json\n".utf8)
    let (objects, status) = try objects(input)
    #expect(status == 1)
    try #require(objects.count == 9)
    let auth = "AppCoordinator(AuthFlowCoordinator)"
    let main = "AppCoordinator(MainFlowCoordinator)"
    let game = "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))"
    let welcome = ["Welcome, Player.", "Difficulty: normal. Sound: on."]
    let guess = ["Guess a number between 1 and 100."]
    expect(
      objects[0], line: 3, input: "login Ada", ok: true, screen: "OTP", path: "/login/otp",
      tree: auth, messages: ["Enter the code we sent to your phone."])
    expect(
      objects[1], line: 4, input: "verify 123456", ok: true, screen: "Main", path: "/main",
      tree: main, messages: welcome)
    expect(
      objects[2], line: 5, input: ":path", ok: true, screen: "Main", path: "/main", tree: main,
      messages: welcome, result: "/main")
    expect(
      objects[3], line: 6, input: "bogus", ok: false, screen: "Main", path: "/main", tree: main,
      messages: welcome,
      error: "unknown action \"bogus\" on Main; try: play, settings, about, logout")
    expect(
      objects[4], line: 7, input: nil, ok: false, screen: "Main", path: "/main", tree: main,
      messages: welcome, error: "line is not valid UTF-8")
    expect(
      objects[5], line: 8, input: ":expect screen Game", ok: false, screen: "Main",
      path: "/main", tree: main, messages: welcome, error: "expected screen Game, actual Main")
    expect(
      objects[6], line: 9, input: "play", ok: true, screen: "Game", path: "/main/game",
      tree: game, messages: guess, state: Self.newGame)
    expect(
      objects[7], line: 10, input: ":screen", ok: true, screen: "Game", path: "/main/game",
      tree: game, messages: guess, state: Self.newGame,
      result: "[SCREEN] Game\n  Guess a number between 1 and 100.")

    // The JSON tree is a string holding JSON, which parses in turn.
    let tree = try #require(objects[8]["result"] as? String)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(tree.utf8)) as? [String: Any])
    #expect(parsed["name"] as? String == "AppCoordinator")
    #expect(Set(parsed.keys) == ["name", "lifecycle", "screens", "children"])
  }

  @Test func aTooLongLineAndANULAreObjectsWithNullInput() throws {
    let input =
      Array(repeating: UInt8(ascii: "a"), count: 70_000) + [0x0A] + [0x70, 0x00, 0x0A]
    let (objects, status) = try objects(input)
    #expect(status == 65)
    try #require(objects.count == 2)
    let tree = "AppCoordinator(AuthFlowCoordinator)"
    let messages = ["Log in with your name."]
    expect(
      objects[0], line: 1, input: nil, ok: false, screen: "Login", path: "/login", tree: tree,
      messages: messages, state: Self.idleLogin, error: "line is longer than 65536 bytes")
    expect(
      objects[1], line: 2, input: nil, ok: false, screen: "Login", path: "/login", tree: tree,
      messages: messages, state: Self.idleLogin, error: "line holds a NUL byte")
  }
}
