import Testing

@testable import FlowsShell
@testable import GameApp

@Suite struct ShellSummaryTests {
  @Test func theFirstOf74And66And1And65AppliesElseZero() {
    var summary = ShellSummary()
    #expect(summary.exitStatus == .success)
    summary.sawRejectedLine = true
    #expect(summary.exitStatus == .rejectedLine)
    summary.sawFailedExpectation = true
    #expect(summary.exitStatus == .expectationFailed)
    summary.inputFailed = true
    #expect(summary.exitStatus == .noInput)
    for write in [\ShellSummary.outputFailed, \.sawAppWriteFailure, \.sawStateWriteFailure] {
      var failed = summary
      failed[keyPath: write] = true
      #expect(failed.exitStatus == .cannotWrite)
    }
  }

  @Test func anInteractiveSessionEndsZeroUnlessStrictStoppedItOrAWriteFailed() {
    var summary = ShellSummary(
      sawRejectedLine: true, sawFailedExpectation: true, isInteractive: true)
    #expect(summary.exitStatus == .success)
    summary.stoppedStrictly = true
    #expect(summary.exitStatus == .expectationFailed)
    summary.sawAppWriteFailure = true
    #expect(summary.exitStatus == .cannotWrite)
  }
}
