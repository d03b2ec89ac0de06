import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

@MainActor
@Suite struct SettingsPersistenceTests {
  let directory: URL
  let file: SettingsFile

  init() throws {
    directory = try temporaryDirectory()
    file = SettingsFile(directory: directory)
  }

  private func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func settingsSurviveARestart() async throws {
    do {
      let driver = await AppDriver(settingsFile: file)
      #expect(try contents() == [])
      try await driver.perform("settings")
      try await driver.perform("difficulty easy")
      try await driver.perform("sound off")
      try await driver.perform("profile")
      try await driver.perform("name Grace")
    }
    #expect(try contents() == ["settings.json"])
    let restarted = await AppDriver(settingsFile: file)
    #expect(
      try restarted.screen.messages == ["Welcome, Grace.", "Difficulty: easy. Sound: off."])
    #expect(
      file.load()
        == SettingsFile.Loaded(
          settings: Settings(difficulty: .easy, isSoundOn: false, profileName: "Grace")))
  }

  @Test func theFileIsWrittenAtEachChangeAsCompleteJSON() async throws {
    let driver = await AppDriver(settingsFile: file)
    try await driver.perform("settings")
    try await driver.perform("difficulty hard")
    let text = try String(contentsOf: file.url, encoding: .utf8)
    #expect(
      text == """
        {
          "difficulty" : "hard",
          "profile_name" : "Player",
          "sound" : true
        }
        """)
    #expect(try contents() == ["settings.json"])
  }

  @Test func aCorruptFileIsSetAsideWithAWarningAndDefaultsAreUsed() async throws {
    let corrupt = Data("{\"difficulty\": \"hard\", \"sound\": tru".utf8)
    try corrupt.write(to: file.url)
    let driver = await AppDriver(settingsFile: file)
    #expect(
      driver.app.environment.takeWarnings() == [
        "settings file \(file.url.path) is corrupt; moved it to "
          + "\(directory.path)/settings.json.corrupt and using defaults"
      ])
    #expect(driver.app.environment.takeWarnings() == [])
    #expect(try contents() == ["settings.json.corrupt"])
    #expect(try Data(contentsOf: directory.appending(path: "settings.json.corrupt")) == corrupt)
    #expect(try driver.screen.messages == ["Welcome, Player.", "Difficulty: normal. Sound: on."])
  }

  @Test func aFileWithAnInvalidNameIsCorrupt() throws {
    try Data(#"{"difficulty":"hard","sound":true,"profile_name":"no spaces"}"#.utf8)
      .write(to: file.url)
    #expect(file.load().settings == Settings())
    #expect(try contents() == ["settings.json.corrupt"])
  }

  @Test func anUnwritableDirectoryLosesNothingInMemoryAndWritesOnceItCan() async throws {
    // Root may write anywhere, so the directory is made unusable by a file in its place.
    let blocked = directory.appending(path: "data")
    try Data("not a directory".utf8).write(to: blocked)
    let driver = await AppDriver(settingsFile: SettingsFile(directory: blocked))
    try await driver.perform("settings")
    try await driver.perform("difficulty hard")
    let error = try #require(driver.app.environment.persistenceError)
    #expect(error.path == blocked.path)
    #expect(error.reason == "cannot create the data directory")
    try await driver.perform("sound off")
    #expect(
      try driver.screen.messages == ["Difficulty: hard", "Sound: off", "Profile name: Player"])

    try FileManager.default.removeItem(at: blocked)
    try await driver.perform("profile")
    try await driver.perform("name Lin")
    #expect(driver.app.environment.persistenceError == nil)
    #expect(
      SettingsFile(directory: blocked).load()
        == SettingsFile.Loaded(
          settings: Settings(difficulty: .hard, isSoundOn: false, profileName: "Lin")))
  }
}
