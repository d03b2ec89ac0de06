import Testing

/// Records a test failure with `message` at `sourceLocation`.
func recordFailure(_ message: String, sourceLocation: SourceLocation) {
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
