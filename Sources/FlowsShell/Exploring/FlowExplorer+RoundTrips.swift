import Foundation

extension FlowExplorer {
  /// The round trips of the place's link and saved state, made once for each place.
  func checkRoundTrips(_ run: ExplorationRun<App>, script: [String]) async
    -> [ExplorationViolation]
  {
    let reading = run.reading
    var found: [(ExplorationViolation.Check, String)] = []
    if let failure = await openRoundTrip(of: reading) {
      found.append((.openRoundTrip, failure))
    }
    if let failure = await stateRoundTrip(of: reading) {
      found.append((.stateRoundTrip, failure))
    }
    return found.map { ExplorationViolation(check: $0.0, message: $0.1, script: script) }
  }

  /// Why `:open` of the place's path, in the app launched again, does not show its screens;
  /// `nil` when it does, when the place has no path, or when the app rejects the link or
  /// opens nothing for it.
  private func openRoundTrip(of reading: PlaceReading) async -> String? {
    guard let path = reading.app.currentPath?.description else { return nil }
    let again = ExplorationRun(clock: clock) { makeApp(.relaunch) }
    let start = again.reading.key
    guard await again.run(":open \(path)"), again.reading.key != start else { return nil }
    // A level the app presents beside its paths is not brought back by one.
    let actual = again.reading.shown
    let expected = reading.shown(levels: again.reading.pageLevels.count)
    return expected == actual
      ? nil : ":open \(path) in the app launched again shows \(actual), not \(expected)"
  }

  /// Why the app's saved state, restored in the app launched again, does not give the place
  /// back; `nil` when it does, or when the app keeps no state.
  ///
  /// The state restored must be saved the same again. Where it holds the place's path whole,
  /// the restored app must also be at the same place: tree, stacks and path, as far as the
  /// levels it restored (a level presented beside the paths is not saved), screens' states
  /// aside. A state that ends before a screen it does not keep (a form's draft), or a place
  /// under a dialog, only round-trips. A restore that throws kept part of the place, and is
  /// checked as such (`partialRestoreFailure`).
  private func stateRoundTrip(of reading: PlaceReading) async -> String? {
    guard let app = reading.app as? App, let state = app.savedState else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      let saved = try encoder.encode(state)
      let fresh = ExplorationRun(clock: clock) { makeApp(.relaunch) }
      let decoded = try JSONDecoder().decode(App.State.self, from: saved)
      do {
        try fresh.app.restore(decoded)
      } catch {
        // The app restored what still opens and said what it dropped, as a snapshot promises
        // (a search whose results no longer hold a book shown from them).
        return partialRestoreFailure(fresh, of: reading, saying: error, encoder: encoder)
      }
      let again = try fresh.app.savedState.map { try encoder.encode($0) }
      let text = { (data: Data?) in data.map { String(decoding: $0, as: UTF8.self) } ?? "nothing" }
      guard again == saved else {
        return "the state \(text(saved)), restored, is saved as \(text(again))"
      }
      // A dialog is asked, never saved: under one, only the round trip counts.
      // Nor is a level presented beside the paths, nor a screen's state, unless saved.
      let restored = fresh.reading
      let expected = reading.key(levels: restored.router.stack.levels.count)
      guard !reading.router.stack.showsDialog, restored.app.currentPath == app.currentPath,
        restored.key != expected
      else { return nil }
      return "the state \(text(saved)), restored, shows another place:\n\(restored.key)\n"
        + "instead of\n\(expected)"
    } catch {
      return "the state saved here cannot be restored: \(error)"
    }
  }

  /// Why a restore that kept only part of the place, saying what it dropped (`error`), is
  /// not one: the path it shows must lead to the place's (a part of it, or all), and the
  /// state the app `fresh` saves then must restore in full and be saved the same again.
  /// `nil` when it is.
  private func partialRestoreFailure(
    _ fresh: ExplorationRun<App>, of reading: PlaceReading, saying error: any Error,
    encoder: JSONEncoder
  ) -> String? {
    let path = reading.app.currentPath?.components ?? []
    let restoredPath = fresh.app.currentPath?.components ?? []
    guard restoredPath.count <= path.count, Array(path.prefix(restoredPath.count)) == restoredPath
    else {
      let shown = fresh.app.currentPath?.description ?? "-"
      return "the state saved here is restored in part (\(error)) at \(shown), off the path "
        + (reading.app.currentPath?.description ?? "-")
    }
    do {
      guard let kept = fresh.app.savedState else { return nil }
      let saved = try encoder.encode(kept)
      let again = ExplorationRun(clock: clock) { makeApp(.relaunch) }
      try again.app.restore(try JSONDecoder().decode(App.State.self, from: saved))
      let resaved = try again.app.savedState.map { try encoder.encode($0) }
      guard resaved == saved else {
        return "the state restored in part (\(error)) is saved as "
          + String(decoding: saved, as: UTF8.self) + ", which does not restore the same"
      }
      return nil
    } catch {
      return "the state restored in part cannot be restored again: \(error)"
    }
  }
}
