import FlowsShell
import GameApp
import Testing

/// `:expect tree` with the deepest tree a line can hold, through the fuzzers' entry point.
///
/// A line holds at most 65,536 bytes, so `A(A(…A…))` nests about 21,800
/// levels. Parsing, comparing and releasing such a tree must not overflow
/// the stack, in the shell's thread or a test's, with or without ASan.
@MainActor
@Suite struct DeepTreeLineTests {
  @Test func theDeepestTreeALineCanHoldIsParsedComparedAndReleased() async throws {
    let prefix = ":expect tree "
    let depth = (65_536 - prefix.utf8.count - 1) / 3
    let line =
      prefix + String(repeating: "A(", count: depth) + "B"
      + String(repeating: ")", count: depth)
    #expect(line.utf8.count <= 65_536)
    let session = HeadlessSession(seed: 7)
    let transcript = await session.run(bytes: Array((line + "\n").utf8))
    #expect(transcript.status == 1)
    #expect(transcript.errors.hasPrefix("flows: line 1: expected tree A(A(A("))
    try await FuzzChecks.checkShell(Array((line + "\n").utf8))
  }
}
