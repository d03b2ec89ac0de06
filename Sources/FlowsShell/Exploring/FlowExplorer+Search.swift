extension FlowExplorer {
  /// The breadth-first walk: the places found, their lines, the moves and the violations.
  @MainActor
  struct Search {
    let explorer: FlowExplorer
    var places: [ExplorationMap.Place] = []
    var moves: [ExplorationMap.Move] = []
    var violations: [ExplorationViolation] = []
    var tried = 0
    private var keys: [String: Int] = [:]
    private var lines: [[String]] = []
    /// The index in ``violations`` of each violation's description.
    private var reported: [String: Int] = [:]
    /// The place each violation was found at, by the index of the violation.
    private var placeOfViolation: [Int] = []

    /// The places, each with the violations found at it.
    var markedPlaces: [ExplorationMap.Place] {
      var found = Array(repeating: [ExplorationViolation](), count: places.count)
      for (index, place) in placeOfViolation.enumerated() {
        found[place].append(violations[index])
      }
      return places.map { $0.with(found[$0.id]) }
    }

    init(explorer: FlowExplorer) {
      self.explorer = explorer
    }

    /// Explores breadth first; returns false when `shouldStop` cut it short.
    mutating func run(stoppingWhen shouldStop: () -> Bool) async -> Bool {
      let first = ExplorationRun(clock: explorer.clock) { explorer.makeApp(.fresh) }
      var frontier = [await record(first, script: [])]
      for _ in 0..<explorer.depth where !frontier.isEmpty {
        var next: [Int] = []
        for id in frontier {
          if shouldStop() { return false }
          next += await explore(from: id)
        }
        frontier = next
      }
      return true
    }

    /// Tries every line at place `id`; returns the new places reached.
    private mutating func explore(from id: Int) async -> [Int] {
      let script = places[id].script
      var reached: [Int] = []
      var run: ExplorationRun<App>?
      for line in lines[id] {
        tried += 1
        if run == nil {
          let fresh = await explorer.replay(script)
          guard keys[fresh.reading.placeKey] == id else {
            report(.replay, "running the script again reaches another place", script, at: id)
            return reached
          }
          run = fresh
        }
        guard let current = run else { return reached }
        let accepted = await current.run(line)
        // An action that cannot be taken now (a disabled button) is skipped: it is no move, and
        // it changed nothing, so the app is used again.
        if current.lastLineWasUnavailable {
          tried -= 1
          continue
        }
        let key = current.reading.placeKey
        if let known = keys[key] {
          if known != id {
            moves.append(ExplorationMap.Move(from: id, to: known, line: line))
          }
          // A rejected line that left the place as it was leaves the app reusable; any other
          // move is checked, since a flow can leak on a move back to a place reached before.
          if accepted || known != id {
            report(explorer.checkObjects(current, script: script + [line]), at: known)
            run = nil
          }
          continue
        }
        let new = await record(current, script: script + [line])
        moves.append(ExplorationMap.Move(from: id, to: new, line: line))
        reached.append(new)
        run = nil
      }
      return reached
    }

    /// Records the place `run` is at, reached by `script`, and checks it; returns its number.
    private mutating func record(_ run: ExplorationRun<App>, script: [String]) async -> Int {
      let reading = run.reading
      let id = places.count
      places.append(reading.place(id: id, script: script))
      keys[reading.placeKey] = id
      lines.append(run.candidateLines)
      report(await explorer.check(run, script: script), at: id)
      return id
    }

    /// Adds each violation found at place `place` once; one found again by a shorter script
    /// keeps that script and that place.
    private mutating func report(_ found: [ExplorationViolation], at place: Int) {
      for violation in found {
        guard let index = reported[violation.description] else {
          reported[violation.description] = violations.count
          violations.append(violation)
          placeOfViolation.append(place)
          continue
        }
        if violation.script.count < violations[index].script.count {
          violations[index] = violation
          placeOfViolation[index] = place
        }
      }
    }

    private mutating func report(
      _ check: ExplorationViolation.Check, _ message: String, _ script: [String], at place: Int
    ) {
      report([ExplorationViolation(check: check, message: message, script: script)], at: place)
    }
  }
}
