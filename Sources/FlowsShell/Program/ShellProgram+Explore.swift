import Coordinator
import Foundation

extension ShellProgram {
  /// `--explore N`: explores the app from the start in a fresh temporary data directory, prints
  /// what it found, writes `--map FILE`, and returns 0 with no violation, 1 with any.
  func explore(depth: Int, _ options: ShellOptions<Options>, in process: ShellProcess) async
    -> ExitStatus
  {
    let name = commandLine.description.name
    func report(_ message: String) {
      try? process.standardError.write("\(name): \(message.escapingControlCharacters)\n")
    }
    // Where the map goes is checked first: an exploration can take minutes.
    if let path = options.mapFile {
      do {
        try ExplorationMapFile(path: path, program: name).check()
      } catch {
        report(error.description)
        return .cannotWrite
      }
    }
    let directory: ExplorationDirectory
    do {
      // `TMPDIR` of the process `flows` runs as: in memory, a test's own directory.
      let temporary = process.environment["TMPDIR"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
      }
      directory = try ExplorationDirectory(
        copying: options.dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) },
        in: temporary ?? FileManager.default.temporaryDirectory)
    } catch {
      report(error.description)
      return .cannotWrite
    }
    let makeApp = commandLine.makeApp
    let appOptions = options.appOptions
    var resetFailure: String?
    let start = ContinuousClock.now
    let clock = ManualClock()
    let exploration = await FlowExplorer(depth: depth, clock: clock) { launch in
      if launch == .fresh, resetFailure == nil {
        do {
          try directory.reset()
        } catch {
          resetFailure = "cannot put the exploration's data back: \(error.localizedDescription)"
        }
      }
      return makeApp(
        ShellLaunch(options: appOptions, dataDirectory: directory.url, clock: clock))
    }.explore { process.signals?.received != nil || resetFailure != nil }
    let elapsed = ContinuousClock.now - start
    // Ctrl-C, SIGTERM or SIGHUP: nothing half explored is printed or drawn.
    if let signal = process.signals?.received, let status = ExitStatus(signal: signal) {
      return status
    }
    if let resetFailure {
      report(resetFailure)
      return .cannotWrite
    }

    var status: ExitStatus = exploration.violations.isEmpty ? .success : .expectationFailed
    do {
      try process.standardOutput.write(
        options.json ? ExplorationReport.json(exploration) : ExplorationReport.text(exploration))
    } catch {
      // A closed pipe ends it at once, without a message, as it ends a session.
      if error.isSilent { return .cannotWrite }
      report(error.description)
      status = .cannotWrite
    }
    if process.isErrorTerminal {
      let seconds =
        Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
      report(
        "explored in \(String(format: "%.2f", seconds)) s, "
          + "\(Int(Double(exploration.places) / max(seconds, 1e-6))) places a second")
    }
    if let path = options.mapFile {
      do {
        try ExplorationMapFile(path: path, program: name).write(exploration.map)
      } catch {
        report(error.description)
        status = .cannotWrite
      }
    }
    return status
  }
}
