import Foundation
import Testing

/// Random sessions over the shelf app, checked against ``ShelfModel`` after every line: by
/// default six seeds of 10,000 lines, 60,000 in all; `FLOWS_RANDOM_STEPS` sets the length.
@MainActor
@Suite struct ShelfRandomSessionTests {
  nonisolated static let steps =
    ProcessInfo.processInfo.environment["FLOWS_RANDOM_STEPS"].flatMap { Int($0) } ?? 10_000

  @Test(arguments: 1...6)
  func aRandomSessionAgreesWithTheModelAtEveryLine(seed: UInt64) {
    let session = ShelfRandomSession(seed: seed)
    var paths: [String: Int] = [:]
    for index in 0..<Self.steps {
      if let failure = session.step() {
        Issue.record(
          """
          shelf session seed \(seed) failed at line \(index + 1): \(failure)
          the last lines: \(session.lines.suffix(12).joined(separator: " | "))
          """)
        return
      }
      paths[session.model.path, default: 0] += 1
    }
    print("shelf session seed \(seed): \(Self.steps) lines; paths reached: \(paths.count)")
    // The session went everywhere: every tab, the modal, the editor in both tabs.
    for path in [
      "/welcome", "/books", "/books/add", "/books/add/author", "/search/dune", "/account",
    ] {
      #expect(paths[path, default: 0] > 0, "\(path) never reached")
    }
    #expect(paths.keys.contains { $0.hasSuffix("/edit") && $0.hasPrefix("/search/") })
    #expect(paths.keys.contains { $0.hasSuffix("/edit") && $0.hasPrefix("/books/") })
  }
}
