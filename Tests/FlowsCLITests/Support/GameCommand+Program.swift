@testable import FlowsShell
@testable import GameApp

extension GameCommand {
  /// `flows` as a program the tests run in-process.
  @MainActor
  static var program: ShellProgram<AppCoordinator, GameOptions> {
    ShellProgram(commandLine: commandLine)
  }

  /// The texts of `flows --help`, `--version` and a bad command line.
  static var usage: ShellUsage {
    ShellUsage(description: description, appOptions: GameOptions.usages)
  }
}
