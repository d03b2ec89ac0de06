import Coordinator
import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

/// `Documentation/Shell.md`, the shell's reference, names everything the shell has: each option
/// of the usage, each shell command of `:help`, each path, each screen's actions and each exit
/// status. One the shell gains and the page lacks fails here.
@MainActor
@Suite struct ShellReferenceTests {
  let reference: String

  init() throws {
    let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
    reference = try String(
      contentsOfFile: (root + ["Documentation", "Shell.md"]).joined(separator: "/"),
      encoding: .utf8)
  }

  /// The first column of the indented two-column lines of `text` that start with `prefix`.
  private static func terms(in text: String, startingWith prefix: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  " + prefix) else { return nil }
      let term = line.dropFirst(2)
      let end = term.range(of: "  ")?.lowerBound ?? term.endIndex
      return String(term[..<end])
    }
  }

  @Test func everyOptionOfTheUsageIsDescribed() {
    let options = Self.terms(in: GameCommand.usage.help, startingWith: "-")
    #expect(options.count == 16)
    for option in options {
      for spelling in option.split(separator: ", ") {
        #expect(reference.contains("`\(spelling)`"), "\(spelling)")
      }
    }
  }

  @Test func everyShellCommandIsDescribed() {
    let commands = Self.terms(
      in: ShellHelp.text(for: nil, paths: AppPaths.all, tabs: ["books"]), startingWith: ":")
    #expect(commands.count == 16)
    for command in commands {
      #expect(reference.contains("| `\(command)` |"), "\(command)")
    }
  }

  @Test func everyPathIsListed() {
    #expect(AppPaths.all.count == 9)
    for path in AppPaths.all {
      #expect(reference.contains("`\(path)`"), "\(path)")
    }
  }

  @Test func everyExitStatusIsListed() {
    let rows = reference.split(separator: "\n").filter { $0.hasPrefix("| ") }
    for status in ExitStatus.allCases {
      let code = String(status.rawValue)
      #expect(
        rows.contains { row in
          row.dropFirst(2).prefix { $0 != "|" }.split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces) == code
          }
        }, "\(code)")
    }
  }

  /// The screen on top and the actions `:help` lists for it.
  private static func actions(in session: HeadlessSession) async throws -> (String, [String]) {
    let transcript = await session.run(bytes: Array(":help\n".utf8), json: true)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(transcript.output.utf8)) as? [String: Any])
    let screen = try #require(object["screen"] as? String)
    let help = try #require(object["result"] as? String)
    let listed = help.split(separator: "\n").drop { !$0.hasPrefix("actions on ") }.dropFirst()
    return (screen, listed.map { $0.trimmingCharacters(in: .whitespaces) })
  }

  @Test func everyScreensActionsAreInItsRow() async throws {
    let session = HeadlessSession(seed: 1)
    var seen: [String: [String]] = [:]
    func look() async throws {
      let (screen, actions) = try await Self.actions(in: session)
      seen[screen] = actions
    }
    try await look()  // Login
    await session.run("login Ada")
    try await look()  // OTP
    await session.run("verify 123456")
    try await look()  // Main
    for path in ["/main/settings/profile", "/main/settings", "/main/about/licenses", "/main/about"]
    {
      await session.run(":open \(path)")
      try await look()
    }
    await session.run(":open /main/game")
    try await look()  // Game
    await session.run("guess \(try #require(session.gameSecret))")
    try await look()  // Result
    #expect(
      Set(seen.keys) == [
        "Login", "OTP", "Main", "Game", "Result", "Settings", "Profile", "About", "Licenses",
      ])
    let rows = reference.split(separator: "\n").filter { $0.hasPrefix("| ") }
    for (screen, actions) in seen {
      let row = try #require(rows.first { $0.hasPrefix("| \(screen) ") }, "\(screen)")
      for action in actions {
        let written = action.replacingOccurrences(of: "|", with: "\\|")
        #expect(row.contains("`\(written)`"), "\(screen): \(action)")
      }
    }
  }
}
