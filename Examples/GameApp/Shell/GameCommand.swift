import Coordinator
import FlowsShell
import Foundation

/// `flows`: the shell over the game app, as `swift run flows` runs it.
public enum GameCommand {
  /// The name, version and help of `flows`.
  static let description = ShellDescription(
    name: "flows", version: "0.1.0",
    about: """
      Runs the Flows sample app headless and drives it one line at a time: from
      SCRIPT, from standard input (SCRIPT `-`, or a pipe), or at a terminal with a
      prompt. A line is a screen action (`login Ada`, `guess 50`) or a shell
      command starting with `:`; type `:help` in the shell for both.
      """,
    files: "settings")

  /// The command line of `flows`: the shell's options and the game's.
  static let commandLine = ShellCommandLine(description, options: GameOptions.self) { launch in
    makeApp(launch)
  }

  /// Runs `flows` with the process's arguments and standard streams, and exits with its status.
  @MainActor
  public static func runAndExit() -> Never {
    commandLine.runAndExit()
  }

  /// The seed of a run without `--seed`: drawn once, so that every app one run makes (each
  /// fresh app of `--explore`) plays the same games.
  static let processSeed = UInt64.random(in: .min ... .max)

  /// The app a launch asks for, started at Login: settings in the data directory, if there
  /// is one, and randomness from the seed.
  @MainActor
  static func makeApp(_ launch: ShellLaunch<GameOptions>) -> AppCoordinator {
    let settingsFile = launch.dataDirectory.map(SettingsFile.init(directory:))
    let environment = AppEnvironment(
      settingsFile: settingsFile,
      random: SeededRandom(seed: launch.options.seed ?? processSeed),
      otpCode: launch.options.otpCode,
      warnings: settingsFile == nil
        ? ["no home directory and no --data-dir: settings are not saved"] : [],
      clock: launch.clock, latency: .milliseconds(launch.options.latency))
    let app = AppCoordinator(router: StackRouter(isJournaling: false), environment: environment)
    app.start()
    return app
  }
}
