import Foundation
import Testing

/// Random sessions over the shelf app, checked against ``ShelfModel`` after every line: by
/// default six seeds of 10,000 lines, 60,000 in all; `FLOWS_RANDOM_STEPS` sets the length.
@MainActor
@Suite struct ShelfRandomSessionTests {
  /// The seeds a run takes, and the lines of each unless the environment says otherwise.
  nonisolated static let seeds: ClosedRange<UInt64> = 1...6
  nonisolated static let defaultSteps = 10_000

  nonisolated static let steps =
    ProcessInfo.processInfo.environment["FLOWS_RANDOM_STEPS"].flatMap { Int($0) } ?? defaultSteps

  @Test(arguments: seeds)
  func aRandomSessionAgreesWithTheModelAtEveryLine(seed: UInt64) async {
    let session = ShelfRandomSession(seed: seed)
    var paths: [String: Int] = [:]
    for index in 0..<Self.steps {
      if let failure = await session.step() {
        Issue.record(
          """
          shelf session seed \(seed) failed at line \(index + 1): \(failure)
          the last lines: \(session.lines.suffix(12).joined(separator: " | "))
          """)
        return
      }
      paths[session.model.path, default: 0] += 1
    }
    let counts = session.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    print(
      """
      shelf session seed \(seed): \(Self.steps) lines; paths reached: \(paths.count); \
      \(counts.joined(separator: ", "))
      """)
    // The session went everywhere: every tab, the modal, the editor in both tabs.
    for path in [
      "/welcome", "/books", "/books/add", "/books/add/author", "/search/dune", "/account",
    ] {
      #expect(paths[path, default: 0] > 0, "\(path) never reached")
    }
    #expect(paths.keys.contains { $0.hasSuffix("/edit") && $0.hasPrefix("/search/") })
    #expect(paths.keys.contains { $0.hasSuffix("/edit") && $0.hasPrefix("/books/") })
    // Both Alerts opened, in every way one opens, and were answered with each choice; a delete
    // took screens off a tab besides the selected one; a link was refused for an unsaved draft.
    for key in [
      "alert", "asked by :back", "asked by :tab", "asked by cancel", "asked by delete",
      "answered discard", "answered keep", "answered delete", "answered cancel",
      "deleted on two tabs", "unsaved link",
      // Links: URLs opened and refused, links kept during the onboarding and opened by
      // `start`, links refused then as `start` would refuse them, both forms of `:path`. (A
      // kept link `start` cannot open needs another session to change the shelf.)
      "URL accepted", "URL rejected", "link kept", "kept link opened",
      "link refused before start", ":path", ":path --url",
    ] {
      #expect(session.counts[key, default: 0] > 0, "never: \(key)")
    }
    // What discard and delete take off was seen released: the dialogs, the editor flows and
    // the screens.
    for type in [
      "DialogScreen", "BookEditorFlowCoordinator", "EditorScreen", "BookDetailScreen",
    ] {
      #expect(session.released[type, default: 0] > 0, "no \(type) released")
    }
    #expect(session.released.keys.contains { $0.hasPrefix("Dialog<") }, "no Dialog released")
  }
}
