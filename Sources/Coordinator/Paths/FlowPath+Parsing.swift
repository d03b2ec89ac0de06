extension FlowPath {
  /// Parses a path string such as `/main/settings/profile`; `/` is the root path.
  ///
  /// Parsing checks the form only: a leading `/`, no empty component (so
  /// `//`, `/main//game` and `/main/` fail), at most
  /// ``maximumComponentCount`` components and ``maximumLength`` bytes.
  /// Whether the keys exist is known only when a ``PathNavigator``
  /// resolves them, which ``PathNavigator/apply(string:)`` does.
  ///
  /// - Throws: ``PathError/missingLeadingSlash``, ``PathError/emptyComponent(index:)``,
  ///   ``PathError/tooLong(limit:)`` or ``PathError/tooManyComponents(limit:)``.
  public init(parsing string: String) throws(PathError) {
    let bytes = string.utf8
    // Checked first, so that a huge input is never split.
    guard bytes.count <= Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
    guard bytes.first == UInt8(ascii: "/") else { throw .missingLeadingSlash }
    self.init(components: [])
    guard bytes.count > 1 else { return }
    let parts = bytes.dropFirst().split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    guard parts.count <= Self.maximumComponentCount else {
      throw .tooManyComponents(limit: Self.maximumComponentCount)
    }
    for (index, part) in parts.enumerated() {
      guard !part.isEmpty else { throw .emptyComponent(index: index) }
      // Splitting at an ASCII byte keeps every part on scalar boundaries.
      append(component: String(Substring(part)))
    }
  }
}
