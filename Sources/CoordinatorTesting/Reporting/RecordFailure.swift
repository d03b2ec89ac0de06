import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Fails the running test with `message` at `site`, whichever framework runs it.
///
/// Swift Testing's `Issue.record` fails no XCTest test, and XCTest's `XCTFail` fails no Swift
/// Testing test, so the tester asks. On a Swift Testing test's own task (`Test.current`), the
/// issue is recorded for that test. Elsewhere it goes to both: an XCTest test fails through
/// `XCTFail`, while Swift Testing, when it runs, fails the run with an issue of no test, as for
/// a check made from a detached task of a Swift Testing test; the framework that is not
/// running drops its half.
func recordFailure(_ message: String, at site: CallSite) {
  Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
  guard Test.current == nil else { return }
  #if canImport(XCTest)
    XCTFail(message, file: site.filePath, line: site.line)
  #endif
}
