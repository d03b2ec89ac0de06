import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

/// A deep link that cannot be opened is rejected whole, before anything moves, from any screen.
@MainActor
@Suite struct InvalidDeepLinkTests {
  nonisolated static let longPath = "/main/" + String(repeating: "x", count: 5_000)
  nonisolated static let deepPath = "/" + Array(repeating: "main", count: 65).joined(separator: "/")

  nonisolated static let rejections: [LinkRejection] = [
    LinkRejection(
      "/main/game/result", "cannot open /main/game/result: it is reached only by winning a game"),
    LinkRejection(
      "/nowhere", #"unknown path /nowhere: there is no "nowhere""#),
    LinkRejection(
      "/main/settings/nothing",
      #"unknown path /main/settings/nothing: /main/settings has no "nothing""#),
    LinkRejection("//", "unknown path //: component 0 of the path is empty"),
    LinkRejection(
      longPath,
      "unknown path /main/" + String(repeating: "x", count: 58)
        + "… (5006 bytes): the path is longer than 4096 bytes"),
    LinkRejection(
      deepPath,
      "unknown path " + String(deepPath.prefix(64)) + "… (\(deepPath.utf8.count) bytes): "
        + "the path has more than 64 components"),
    LinkRejection(
      "/main/" + String(repeating: "y", count: 3_000),
      "unknown path /main/" + String(repeating: "y", count: 58) + "… (3006 bytes): "
        + #"/main has no ""# + String(repeating: "y", count: 114) + "…"),
    LinkRejection("/", "unknown path /: a path names a screen, such as /main"),
    LinkRejection("main", #"unknown path main: a path starts with "/""#),
    LinkRejection("/main/", "unknown path /main/: component 1 of the path is empty"),
    LinkRejection(
      "/login/otp", "cannot open /login/otp: it is reached only by logging in with a name"),
    LinkRejection(
      "/main/settings/profile/profile",
      #"unknown path /main/settings/profile/profile: nothing follows /main/settings/profile: "#
        + #""profile""#),
    LinkRejection(
      "/login/main",
      #"unknown path /login/main: /login has no "main""#),
    // A control character is shown escaped, so that a message cannot drive the terminal.
    LinkRejection(
      "/main/\u{1B}[2J",
      #"unknown path /main/\u{1B}[2J: /main has no "\u{1B}[2J""#),
  ]

  nonisolated static let starts: [AppPath] = [.login, .otp, .main, .result, .profile, .licenses]

  @Test(arguments: rejections, starts)
  func anInvalidLinkChangesNothing(rejection: LinkRejection, from start: AppPath) async throws {
    let driver = await AppDriver(loggedIn: false)
    try await driver.walk(to: start)
    let tree = CoordinatorTree(driver.app, router: driver.router)
    let stack = driver.router.stack
    let messages = driver.app.topScreen?.messages
    let settings = driver.app.environment.settings.state
    let live = driver.trackEverything()
    _ = driver.router.takeJournal()
    _ = driver.app.navigation.takeJournal()

    if rejection.path == start.rawValue {
      // A screen a link cannot show is still the current path where a person showed it.
      #expect(try driver.app.open(path: rejection.path) == false)
    } else {
      let error = #expect(throws: OpenPathError.self) { try driver.app.open(path: rejection.path) }
      #expect(error?.description == rejection.message)
    }

    #expect(CoordinatorTree(driver.app, router: driver.router) == tree)
    #expect(driver.router.stack == stack)
    #expect(driver.app.currentAppPath == start)
    #expect(driver.app.topScreen?.messages == messages)
    #expect(driver.app.environment.settings.state == settings)
    #expect(driver.app.pendingLink == nil)
    #expect(driver.router.takeJournal() == [])
    #expect(driver.app.navigation.takeJournal() == [])
    driver.expectPathsAgree()
    expectAlive(live)
  }
}
