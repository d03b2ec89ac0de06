import Testing

@testable import FlowsCLI

@MainActor
@Suite struct AppPathTests {
  @Test func everyPathNamesOneScreenAndBack() {
    #expect(AppPath.allCases.count == 9)
    #expect(Set(AppPath.allCases.map(\.screenName)).count == 9)
    for path in AppPath.allCases {
      #expect(AppPath(screenName: path.screenName) == path)
    }
    #expect(AppPath(screenName: "Nowhere") == nil)
  }

  @Test func theCurrentPathFollowsTheStackThroughEveryScreen() throws {
    let driver = AppDriver(loggedIn: false)
    var visited: [AppPath] = []
    func step(_ line: String?, _ expected: AppPath) throws {
      if let line {
        try driver.perform(line)
      }
      #expect(driver.app.currentPath == expected, "after \(line ?? "start")")
      visited.append(expected)
    }
    try step(nil, .login)
    try step("login Ada", .otp)
    try step("verify 123456", .main)
    try step("play", .game)
    let secret = try driver.top(GameScreen.self).viewModel.secret
    try step("guess \(secret)", .result)
    try step("done", .main)
    try step("settings", .settings)
    try step("profile", .profile)
    try step("done", .settings)
    try step("done", .main)
    try step("about", .about)
    try step("licenses", .licenses)
    try step("close", .main)
    try step("logout", .login)
    #expect(Set(visited) == Set(AppPath.allCases))
  }
}
