/// The random session's own seedable generator (SplitMix64), independent of the app's.
struct SessionRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
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
