import Coordinator
import FlowsShell
import Foundation

/// `flows --app shelf`: the shell over the shelf app.
public enum ShelfCommand {
  /// The name, version and help of `flows --app shelf`.
  static let description = ShellDescription(
    name: "flows", version: "0.1.0",
    about: """
      Runs the Flows shelf app headless and drives it one line at a time: from
      SCRIPT, from standard input (SCRIPT `-`, or a pipe), or at a terminal with a
      prompt. A line is a screen action (`open 2`, `find dune`) or a shell command
      starting with `:`; type `:help` in the shell for both.
      """,
    files: "shelf")

  /// The command line of `flows --app shelf`.
  static let commandLine = ShellCommandLine(description, options: ShelfOptions.self) { launch in
    makeApp(launch)
  }

  /// Runs `flows --app shelf` with the process's arguments and standard streams, and exits
  /// with its status.
  @MainActor
  public static func runAndExit() -> Never {
    commandLine.runAndExit()
  }

  /// The app a launch asks for, started: the shelf in the data directory, if there is one.
  @MainActor
  static func makeApp(_ launch: ShellLaunch<ShelfOptions>) -> ShelfAppCoordinator {
    let file = launch.dataDirectory.map(ShelfFile.init(directory:))
    let store = ShelfStore(
      file: file,
      warnings: file == nil ? ["no home directory and no --data-dir: the shelf is not saved"] : [],
      catalog: CatalogSearch(clock: launch.clock, latency: .milliseconds(launch.options.latency)))
    let app = ShelfAppCoordinator(router: StackRouter(isJournaling: false), store: store)
    app.start()
    return app
  }
}
