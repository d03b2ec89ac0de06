/// How hard the guessing game is: the range its secret number is drawn from.
enum Difficulty: String, Codable, CaseIterable, Sendable {
  case easy
  case normal
  case hard

  /// The numbers the secret is drawn from.
  var range: ClosedRange<Int> {
    switch self {
    case .easy: 1...10
    case .normal: 1...100
    case .hard: 1...1000
    }
  }
}
