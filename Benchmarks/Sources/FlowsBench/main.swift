import Coordinator
@_spi(Files) import FlowsShell
import Foundation

// flows-bench [--instructions] [--quick] [--json FILE] [--flows PATH]
//
// `--instructions` counts every row in instructions under callgrind (valgrind), from the
// difference of two operation counts, and the curves as ratios between their ends; it exits 1
// when a curve grows (more than 1.5× between its ends, per flow or per byte where a cost may
// grow linearly) or when a floor runs an exclusivity check. Counts repeat from run to run.
//
// Without it, prints a table of the time of every navigation primitive beside its reference,
// measured in one run: noisy on a shared machine, for people. It exits 1 only on what noise
// cannot cause: the router's memory or the shell's growing, the soak leaving objects alive, a
// shell run failing. Growth read from times is printed, not failed on.

var quick = false
var instructions = false
var jsonPath: String?
var flowsBinary: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--quick": quick = true
  case "--instructions": instructions = true
  case "--count-probes":
    // Inside valgrind, for `--instructions`. By hand, `FLOWS_BENCH_PROBE=TEXT` keeps only the
    // probes whose scenario contains TEXT, to read one probe's dump with callgrind_annotate.
    let only = ProcessInfo.processInfo.environment["FLOWS_BENCH_PROBE"]
    MainActor.assumeIsolated {
      countProbes(
        Probes(quick: CommandLine.arguments.contains("--quick")).all.filter {
          only.map($0.scenario.contains) ?? true
        })
    }
    exit(0)
  case "--json": jsonPath = arguments.next()
  case "--flows": flowsBinary = arguments.next()
  default:
    FileHandle.standardError.write(Data("flows-bench: unknown option \(argument)\n".utf8))
    exit(64)
  }
}

let binary =
  flowsBinary
  ?? [".build/release/flows", "../.build/release/flows"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

if instructions {
  guard let valgrind = InstructionRun.findValgrind() else {
    FileHandle.standardError.write(
      Data("flows-bench: --instructions needs valgrind on PATH\n".utf8))
    exit(69)
  }
  let executable =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? CommandLine.arguments[0]
  let run = InstructionRun(
    quick: quick, valgrind: valgrind, executable: executable, flows: binary)
  do {
    let (lines, failures) = try MainActor.assumeIsolated { try run.run() }
    print(
      "Instructions per operation (callgrind, \(quick ? "quick" : "full") run): each the "
        + "difference of two counts of a loop over its operations; a curve's ratio is to its "
        + "first point.")
    print("")
    InstructionRun.table(lines).forEach { print($0) }
    for failure in failures {
      FileHandle.standardError.write(Data("flows-bench: \(failure)\n".utf8))
    }
    exit(failures.isEmpty ? 0 : 1)
  } catch {
    FileHandle.standardError.write(Data("flows-bench: \(error)\n".utf8))
    exit(1)
  }
}

let harness = Harness(rounds: quick ? 5 : 25)
let scale = quick ? 10 : 1
var rows: [Row] = []
var failures: [String] = []

// The shell rows run first, before the rows below grow the bench's own memory, which a run
// too short to be read while it runs reports as its peak. They are printed last.
var shellRows: [Row] = []
// Growth read from times: printed, never failed on (`--instructions` judges growth).
var noisy: [String] = []
if let binary {
  let shell = ShellRow(binary: binary)
  do {
    let small = try shell.run(lines: quick ? 10_000 : 100_000)
    let large = try shell.run(lines: quick ? 100_000 : 1_000_000)
    for run in [small, large] {
      let bound = run.peakIsUpperBound ? " (at most: read after the run)" : ""
      if run.status != 0 {
        failures.append("shell: flows exited \(run.status) on \(run.lines) lines")
      }
      shellRows.append(
        Row(
          row: "shell", scenario: "\(run.lines) lines, --quiet", figures: nil, unit: "",
          notes: String(
            format: "%.0f lines/s, peak RSS %.1f MB", run.linesPerSecond,
            Double(run.peakKilobytes) / 1024) + bound))
    }
    // The three output modes on the large script, in the same run and interleaved over
    // rounds: what a line costs to render, as ratios of the best round of each, since this
    // machine's speed varies from one run to the next by more than the modes differ.
    let modes: [(flag: String?, name: String)] = [
      ("--quiet", "--quiet"), (nil, "text"), ("--json", "--json"),
    ]
    var best: [String: ShellRow.Run] = ["--quiet": large]
    for _ in 0..<(quick ? 1 : 3) {
      for (flag, name) in modes {
        let run = try shell.run(lines: large.lines, mode: flag)
        if run.status != 0 {
          failures.append("shell: flows \(name) exited \(run.status)")
        }
        if best[name].map({ run.seconds < $0.seconds }) ?? true {
          best[name] = run
        }
      }
    }
    let quiet = best["--quiet", default: large]
    for (_, name) in modes {
      let run = best[name, default: large]
      shellRows.append(
        Row(
          row: "shell", scenario: "\(run.lines) lines, \(name), best round", figures: nil,
          unit: "",
          notes: String(
            format: "%.0f lines/s, %.2f× the time of --quiet", run.linesPerSecond,
            run.seconds / quiet.seconds)))
    }
    if large.peakKilobytes > small.peakKilobytes + 4 * 1024 {
      failures.append(
        "shell: peak RSS grew from \(small.peakKilobytes) KB to \(large.peakKilobytes) KB")
    }
  } catch {
    failures.append("shell: \(error)")
  }
} else {
  shellRows.append(
    Row(
      row: "shell", scenario: "skipped", figures: nil, unit: "",
      notes: "no flows binary: build it with `swift build -c release --product flows`"))
}

MainActor.assumeIsolated {
  let core = CoreRows(harness: harness, scale: scale)
  let floor = core.floor()
  rows.append(floor)
  let ownedFloor = core.ownedFloor(floor: floor.figures)
  rows.append(ownedFloor)
  let scaled = ScaleRows(harness: harness, scale: scale, repeats: quick ? 3 : 5)
  for depth in [1, 1_000, 100_000] {
    rows.append(scaled.routerDefaults(depth: depth, floor: floor.figures))
  }
  rows.append(
    scaled.routerOwned(
      floor: floor.figures, ownedFloor: ownedFloor.figures, observed: false))
  rows.append(
    scaled.routerOwned(
      floor: floor.figures, ownedFloor: ownedFloor.figures, observed: true))
  rows.append(
    scaled.routerOwned(
      floor: floor.figures, ownedFloor: ownedFloor.figures, observed: true, journaling: true))
  let curves = [
    scaled.popFlow(sizes: [1_000, 10_000, 100_000]),
    scaled.deepLink(depths: [1, 4, 16, 64]),
    scaled.observerCancel(sizes: [1_000, 10_000, 100_000]),
    scaled.addDependency(depths: [1_000, 10_000, 100_000]),
  ]
  let flowEnd = scaled.flowEnd(children: 10_000)
  rows += [flowEnd.0, flowEnd.1]
  noisy += [flowEnd.failure].compactMap { $0 }
  for curve in curves {
    rows += curve.rows
    noisy += [curve.failure].compactMap { $0 }
  }
  let memory = scaled.memory(events: 10_000_000)
  rows.append(memory.0)
  failures += [memory.failure].compactMap { $0 }
  var flowsChildren: [Int: Double] = [:]
  for siblings in [10, 1_000, 100_000] {
    let pair = core.children(siblings: siblings)
    rows += pair
    flowsChildren[siblings] = pair[0].figures?.minimum
  }
  if let small = flowsChildren[10], let large = flowsChildren[100_000], large > small * 5 {
    noisy.append(
      "children: add + remove costs \(large) ns among 100000 but \(small) ns among 10")
  }
  for depth in [4, 16, 64] {
    rows.append(core.pathDiff(depth: depth))
  }
  rows.append(core.tree(nodes: 100_000))

  let app = AppRows(harness: harness, scale: scale)
  rows.append(app.flowCycle(floor: floor.figures))
  rows.append(app.openProfileFromResult())
  rows.append(app.explore())
  let soak = app.soak(cycles: quick ? 100_000 : 1_000_000)
  rows.append(soak.row)
  if soak.leaked != 0 {
    failures.append(
      "soak: \(soak.leaked) more coordinators and view models alive after than before")
  }
}

rows += shellRows

print(
  "Timed rows: noisy (a shared machine's speed moves by 2× between runs); read rows of one "
    + "run against each other, and `--instructions` for figures that repeat.")
print("")
print("| row | scenario | min | median | unit | reference | ratio | notes |")
print("|---|---|---:|---:|---|---|---:|---|")
for row in rows {
  let minimum = row.figures.map { String(format: "%.3f", $0.minimum) } ?? ""
  let median = row.figures.map { String(format: "%.3f", $0.median) } ?? ""
  let ratio = row.ratio.map { String(format: "%.4f×", $0) } ?? ""
  print(
    "| \(row.row) | \(row.scenario) | \(minimum) | \(median) | \(row.unit) | "
      + "\(row.reference ?? "") | \(ratio) | \(row.notes ?? "") |")
}

if let jsonPath {
  let objects: [[String: Any]] = rows.map { row in
    var object: [String: Any] = ["row": row.row, "scenario": row.scenario, "unit": row.unit]
    if let figures = row.figures {
      object["min"] = figures.minimum
      object["median"] = figures.median
    }
    if let reference = row.reference { object["reference"] = reference }
    if let ratio = row.ratio { object["ratio"] = ratio }
    if let notes = row.notes { object["notes"] = notes }
    return object
  }
  do {
    let data = try JSONSerialization.data(
      withJSONObject: ["quick": quick, "rows": objects], options: [.prettyPrinted, .sortedKeys])
    // Through the project's one file discipline: atomic, through a symlink, mode kept, the
    // last run's results replacing the file whole.
    let file = DataFile(
      path: jsonPath, label: "results file", maximumSize: 1 << 24, createsDirectory: false,
      program: "flows-bench",
      decode: { (try? JSONSerialization.jsonObject(with: Data($0))) is [String: Any] ? () : nil })
    try file.update { _ in Array(data) + [0x0A] }
  } catch {
    failures.append("cannot write \(jsonPath): \(error)")
  }
}

for growth in noisy {
  FileHandle.standardError.write(Data("flows-bench: noisy, not failed on: \(growth)\n".utf8))
}
for failure in failures {
  FileHandle.standardError.write(Data("flows-bench: \(failure)\n".utf8))
}
exit(failures.isEmpty ? 0 : 1)
