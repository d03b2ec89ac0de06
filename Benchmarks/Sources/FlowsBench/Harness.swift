/// Times a body over warm-up and many rounds and keeps the fastest and the middle round.
struct Harness {
  /// The figures of one measured case, in nanoseconds per operation.
  struct Figures {
    var minimum: Double
    var median: Double
  }

  var rounds: Int

  /// Runs `body` (which performs `operations` operations) once to warm up, then `rounds`
  /// times, and returns nanoseconds per operation.
  func measure(operations: Int, _ body: () -> Void) -> Figures {
    body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<rounds {
      let elapsed = clock.measure(body)
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      samples.append(nanoseconds / Double(operations))
    }
    samples.sort()
    return Figures(minimum: samples[0], median: samples[samples.count / 2])
  }
}

/// Somewhere to put results so that the optimiser cannot delete the work that made them.
nonisolated(unsafe) var sink = 0

@inline(never)
func keep(_ value: Int) {
  sink &+= value
}
