@testable import FlowsShell
@testable import GameApp

/// The random session's own generator: a SplitMix64 stream of its own, seeded apart from the
/// app's, with the weighted choices the session generator makes.
struct SessionRandom: RandomNumberGenerator, Sendable {
  private var stream: SeededRandom

  init(seed: UInt64) {
    stream = SeededRandom(seed: seed)
  }

  mutating func next() -> UInt64 {
    stream.next()
  }

  /// One of `choices`, each as likely as its weight.
  mutating func pick<Element>(_ choices: [(weight: Int, value: Element)]) -> Element {
    var roll = Int.random(in: 0..<choices.reduce(0) { $0 + $1.weight }, using: &self)
    for choice in choices {
      if roll < choice.weight { return choice.value }
      roll -= choice.weight
    }
    return choices[choices.count - 1].value
  }

  /// One element of `elements`, which must not be empty.
  mutating func element<Element>(of elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &self)]
  }
}
