import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

/// A child flow of Main starts animated for a path of one move, as its button starts it, and
/// without animation for a longer path: the flow's first screen follows the path's animation.
@MainActor
@Suite struct PathAnimationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let path: String
    let journal: [RouterEvent]
    var testDescription: String { path }
  }

  nonisolated private static func entry(
    _ id: Int, _ screen: String, level: Int = 0, _ owner: String
  )
    -> RouterEntry
  {
    RouterEntry(id: id, screen: screen, level: level, owner: owner)
  }

  nonisolated static let cases = [
    Case(
      path: "/main/game",
      journal: [.pushed(entry(4, "Game", "GameFlowCoordinator"), animated: true)]),
    Case(
      path: "/main/settings",
      journal: [.pushed(entry(4, "Settings", "SettingsFlowCoordinator"), animated: true)]),
    Case(
      path: "/main/settings/profile",
      journal: [
        .pushed(entry(4, "Settings", "SettingsFlowCoordinator"), animated: false),
        .pushed(entry(5, "Profile", "SettingsFlowCoordinator"), animated: false),
      ]),
    Case(
      path: "/main/about",
      journal: [.presented(entry(4, "About", level: 1, "AboutFlowCoordinator"), animated: true)]),
    Case(
      path: "/main/about/licenses",
      journal: [
        .presented(entry(4, "About", level: 1, "AboutFlowCoordinator"), animated: false),
        .pushed(entry(5, "Licenses", level: 1, "AboutFlowCoordinator"), animated: false),
      ]),
  ]

  @Test(arguments: cases)
  func aPathStartsTheFlowItShowsWithItsAnimation(_ example: Case) async throws {
    let driver = await AppDriver()
    try driver.app.open(path: example.path)
    #expect(driver.router.takeJournal() == example.journal)
    driver.expectPathsAgree()
  }

  @Test func aButtonStillAnimatesAfterAPathStartedAFlowWithoutAnimation() async throws {
    let driver = await AppDriver()
    try driver.app.open(path: "/main/about/licenses")
    try await driver.perform("close")
    _ = driver.router.takeJournal()
    try await driver.perform("about")
    #expect(
      driver.router.takeJournal() == [
        .presented(Self.entry(6, "About", level: 1, "AboutFlowCoordinator"), animated: true)
      ])
  }
}
