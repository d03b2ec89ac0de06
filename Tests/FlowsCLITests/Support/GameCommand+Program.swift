@testable import FlowsShell
@testable import GameApp

extension GameCommand {
  /// `flows` as a program the tests run in-process.
  @MainActor
  static var program: ShellProgram<AppCoordinator, GameOptions> {
    ShellProgram(commandLine: commandLine)
  }

  /// The texts of `flows --help`, `--version` and a bad command line, as the program has them.
  @MainActor
  static var usage: ShellUsage { program.usage }
}
