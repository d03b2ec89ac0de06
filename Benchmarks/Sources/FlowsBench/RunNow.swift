import SampleGameApp

extension HeadlessSession {
  /// Runs one input line as `run(_:)` does, to its rest, from the bench's synchronous loops.
  @discardableResult
  func runNow(_ line: String) -> Bool {
    Self.runToEnd { await self.run(line) }
  }
}
