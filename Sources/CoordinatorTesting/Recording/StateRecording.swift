import MVVM

/// What the record mode writes into a failing `expectState(_:of:_:)`: an assignment for each
/// field whose expected value is not the actual one.
enum StateRecording {
  /// Writes into the closure of the call at `site` the assignments that make `expected`
  /// `actual`, and says where, or why it could not.
  @MainActor
  static func note(expected: DeclaredState, actual: DeclaredState, at site: CallSite) -> String {
    // A state that is not a struct is assigned whole.
    var statements = assignments(from: expected.fields, to: actual.fields)
    if case .fields = StateValue(reading: actual.value) {
    } else {
      statements = actual.fields.leaves.map { "= " + literal($0.value) }
    }
    let failure = SourceRecorder.rewrite(at: site) { source, line in
      let insertion = try ClosureInsertion(
        source, line: line, column: Int(site.column), call: "expectState",
        statements: statements)
      return (insertion.text, insertion.addedLines)
    }
    if let failure { return "\nNot recorded: \(failure)" }
    return "\nRecorded the actual state's fields into \(site.shortDescription); check the change, "
      + "then run the test again"
  }

  /// `path = value` for each leaf of `actual` that `expected` does not have alike.
  static func assignments(from expected: StateValue, to actual: StateValue) -> [String] {
    let had = Dictionary(expected.leaves.map { ($0.path, $0.value) }) { first, _ in first }
    return actual.leaves.compactMap { leaf in
      had[leaf.path] == leaf.value ? nil : leaf.path + " = " + literal(leaf.value)
    }
  }

  /// `value` as Swift writes it: a case with a leading dot, a string quoted.
  static func literal(_ value: StateValue) -> String {
    switch value {
    case .name(let name): return "." + name
    case .choice: return "." + value.inlineText
    case .list(let elements): return "[" + elements.map(literal).joined(separator: ", ") + "]"
    default: return value.inlineText
    }
  }
}
