/// The actions of the stores under test.
enum CounterAction: Equatable, Sendable {
  case increment
  case add(Int)
  case rename(String)

  static func reduce(_ state: inout Counter, _ action: Self) {
    switch action {
    case .increment:
      state.count += 1
    case .add(let amount):
      state.count += amount
    case .rename(let label):
      state.label = label
    }
  }
}
