/// The state of the stores under test: a counter with an unrelated label beside it.
struct Counter: Equatable, Sendable {
  var count = 0
  var label = ""
}
