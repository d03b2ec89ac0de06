import Callgrind
import Foundation

/// `flows-bench --instructions`: every probe counted by callgrind in one valgrind process of
/// this program (`--count-probes`), each count dumped to a file of its own; the shell's output
/// modes counted on whole runs of the `flows` binary. Instruction counts repeat from run to
/// run, so the curves are judged strictly.
struct InstructionRun {
  /// One row of the instruction table.
  struct Line {
    var row: String
    var scenario: String
    /// Instructions per operation, or per unit of a curve's divisor.
    var figure: Double
    var unit: String
    var reference: String?
    var ratio: Double?
    var notes: String?
  }

  /// How far a curve's last point may be from its first: flat, or linear per unit.
  static let curveLimit = 1.5

  let quick: Bool
  let valgrind: String
  let executable: String
  let flows: String?

  /// The first `valgrind` on `PATH`, if any.
  static func findValgrind() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/valgrind" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs `arguments` under callgrind with `options`, and returns the dump files it wrote:
  /// their `desc: Trigger:` label and their instruction count.
  func callgrind(
    _ arguments: [String], options: [String], in directory: URL
  ) throws -> [(label: String, count: Int, text: String)] {
    let process = Process()
    process.executableURL = URL(filePath: valgrind)
    let output = directory.appending(path: "callgrind.out")
    process.arguments =
      ["--tool=callgrind", "--callgrind-out-file=\(output.path)"] + options + arguments
    var environment = ProcessInfo.processInfo.environment
    // Hashing seeded at random would change the counts of every dictionary from run to run.
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let log = directory.appending(path: "valgrind.log")
    guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
      throw BenchError("cannot write \(log.path)")
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw BenchError(
        "valgrind \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
          + text.split(separator: "\n").suffix(5).joined(separator: "\n"))
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("callgrind.out") }
    var dumps: [(label: String, count: Int, text: String)] = []
    for file in files {
      let text = try String(contentsOf: directory.appending(path: file), encoding: .utf8)
      var label = ""
      var count = 0
      for line in text.split(separator: "\n") {
        if line.hasPrefix("desc: Trigger: ") {
          label = String(line.dropFirst("desc: Trigger: ".count))
        } else if line.hasPrefix("summary: ") || line.hasPrefix("totals: ") {
          count = Int(line.split(separator: " ")[1]) ?? 0
        }
      }
      dumps.append((label, count, text))
      try FileManager.default.removeItem(at: directory.appending(path: file))
    }
    return dumps
  }

  /// Counts every probe; returns the table's lines and the failures.
  @MainActor
  func run() throws -> (lines: [Line], failures: [String]) {
    guard flows_bench_callgrind_built() == 1 else {
      throw BenchError("built without valgrind/callgrind.h: install valgrind and rebuild")
    }
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "flows-bench-instructions-\(getpid())", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let probes = Probes(quick: quick).all
    let dumps = try callgrind(
      [executable, "--count-probes"] + (quick ? ["--quick"] : []),
      options: ["--collect-atstart=no", "--compress-strings=no"], in: directory)
    var counted: [String: (count: Int, text: String)] = [:]
    for dump in dumps {
      counted[dump.label.replacingOccurrences(of: "Client Request: ", with: "")] =
        (dump.count, dump.text)
    }
    var lines: [Line] = []
    var failures: [String] = []
    var perOperation: [String: Double] = [:]
    var curveFirst: [String: Line] = [:]
    var curveLast: [String: Line] = [:]
    for (index, probe) in probes.enumerated() {
      guard let once = counted[probeLabel(index: index, operations: probe.operations)],
        let twice = counted[probeLabel(index: index, operations: 2 * probe.operations)]
      else { throw BenchError("no count of \(probe.row) · \(probe.scenario)") }
      let figure = Double(twice.count - once.count) / Double(probe.operations)
      perOperation[probe.scenario] = figure
      var line = Line(row: probe.row, scenario: probe.scenario, figure: figure, unit: "/op")
      if probe.row == "owned floor" || probe.row == "floor" {
        let checked = twice.text.contains("swift_beginAccess")
        line.notes = checked ? "swift_beginAccess runs" : "no exclusivity check runs"
        if checked {
          failures.append("\(probe.row): \(probe.scenario) runs swift_beginAccess")
        }
      }
      if let point = probe.point {
        line.figure = figure / Double(point.divisor)
        if let per = point.per {
          line.unit = "/" + per.split(separator: " ").last!
          line.notes = String(format: "%.1f /op", figure)
        }
        let first = curveFirst[point.curve] ?? line
        curveFirst[point.curve] = first
        curveLast[point.curve] = line
        line.reference = first.scenario
        line.ratio = line.figure / first.figure
      } else if let reference = probe.reference, let base = perOperation[reference] {
        line.reference = reference
        line.ratio = figure / base
      }
      lines.append(line)
    }
    for (curve, last) in curveLast.sorted(by: { $0.key < $1.key }) {
      guard let ratio = last.ratio, ratio > Self.curveLimit else { continue }
      failures.append(
        "\(curve): \(last.scenario) costs \(String(format: "%.3f", ratio))× "
          + "\(last.reference ?? "the first point") (at most \(Self.curveLimit)×)")
    }
    if !quick, let flows {
      lines += try shellLines(flows, in: directory)
    }
    return (lines, failures)
  }

  /// The shell's cost per line in each output mode: whole runs of `flows` on 1,200 and 2,400
  /// lines of the bench's script, the difference over 1,200.
  func shellLines(_ flows: String, in directory: URL) throws -> [Line] {
    var lines: [Line] = []
    var quiet: Double?
    for (flag, name) in [("--quiet", "--quiet"), (nil, "text"), ("--json", "--json")] {
      var counts: [Int] = []
      for count in [1_200, 2_400] {
        let script = directory.appending(path: "session-\(count).flows")
        try ShellRow.writeScript(lines: count, to: script)
        let data = directory.appending(path: "data-\(count)-\(name)")
        let arguments =
          [flows] + (flag.map { [$0] } ?? []) + [
            "--no-color", "--seed", "1", "--data-dir", data.path, script.path,
          ]
        let dumps = try callgrind(arguments, options: [], in: directory)
        counts.append(dumps.map(\.count).reduce(0, +))
      }
      let figure = Double(counts[1] - counts[0]) / 1_200
      let base = quiet ?? figure
      quiet = base
      lines.append(
        Line(
          row: "shell", scenario: "a line, \(name)", figure: figure, unit: "/line",
          reference: "a line, --quiet", ratio: figure / base,
          notes: "whole runs of 1200 and 2400 lines"))
    }
    return lines
  }

  /// The table, in markdown.
  static func table(_ lines: [Line]) -> [String] {
    ["| row | scenario | instructions | unit | reference | ratio | notes |"]
      + ["|---|---|---:|---|---|---:|---|"]
      + lines.map { line in
        let ratio = line.ratio.map { String(format: "%.4f×", $0) } ?? ""
        return "| \(line.row) | \(line.scenario) | \(String(format: "%.1f", line.figure)) | "
          + "\(line.unit) | \(line.reference ?? "") | \(ratio) | \(line.notes ?? "") |"
      }
  }
}
