import Coordinator
import Testing

/// One case of the operation-trace table: from one path to another, and the moves it takes.
struct PathChange: Sendable, CustomTestStringConvertible {
  let from: String
  let to: String
  let trace: [NavigationEvent]

  init(_ from: String, _ to: String, _ trace: [NavigationEvent]) {
    self.from = from
    self.to = to
    self.trace = trace
  }

  var testDescription: String { "\(from) → \(to)" }
}
