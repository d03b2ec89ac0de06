import Coordinator
import Foundation

extension ScaleRows {
  /// The resident memory after 1 and after `events` router events (push + pop of an owned
  /// screen with `onPop`, two events each) on a router with the defaults.
  func memory(events: Int) -> (Row, failure: String?) {
    let router = StackRouter()
    let owner = BenchCoordinator()
    owner.start()
    let screen = BenchScreen()
    func run(_ count: Int) {
      for _ in 0..<count / 2 {
        router.push(screen, owner: owner, animated: false, onPop: { keep(1) })
        try? router.pop(animated: false)
      }
    }
    run(1_000_000)
    let before = residentKilobytes()
    run(events - 1_000_000)
    let after = residentKilobytes()
    let row = Row(
      row: "memory", scenario: "\(events) events, defaults", figures: nil, unit: "",
      notes: "RSS \(before / 1024) MB after 1000000 events, \(after / 1024) MB after \(events)")
    let failure =
      after > before + 8 * 1024
      ? "memory: RSS grew from \(before) KB to \(after) KB over \(events) events" : nil
    return (row, failure)
  }

  /// The process's resident memory now, from `/proc/self/statm`; 0 where there is none.
  private func residentKilobytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }
}
