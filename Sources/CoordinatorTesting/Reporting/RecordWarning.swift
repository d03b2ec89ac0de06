import Testing

/// Tells the person running the tests `message` about `site` without failing the test: a
/// warning of Swift Testing's in a Swift Testing test, a line on standard output otherwise
/// (XCTest has no warnings).
func recordWarning(_ message: String, at site: CallSite) {
  #if compiler(>=6.3)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message), severity: .warning, sourceLocation: site.sourceLocation)
      return
    }
  #endif
  print("\(site.shortDescription): warning: \(message)")
}
