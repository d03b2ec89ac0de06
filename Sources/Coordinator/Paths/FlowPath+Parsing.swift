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
    // Read from the string's bytes in place, a few instructions a byte, where splitting its
    // `UTF8View` cost some 50 (`Benchmarks/NOTES.md`).
    var string = string
    let parsed = string.withUTF8 { Self.components(parsing: $0) }
    self.init(components: try parsed.get())
  }

  /// The components of the path in `bytes`, or why it is not one, in the order
  /// ``init(parsing:)`` checks: length, leading `/`, component count, empty components.
  private static func components(parsing bytes: UnsafeBufferPointer<UInt8>) -> Result<
    [String], PathError
  > {
    let slash = UInt8(ascii: "/")
    // Checked first, so that a huge input is never split.
    guard bytes.count <= maximumLength else { return .failure(.tooLong(limit: maximumLength)) }
    guard bytes.first == slash else { return .failure(.missingLeadingSlash) }
    guard bytes.count > 1 else { return .success([]) }
    var count = 1
    for index in 1..<bytes.count where bytes[index] == slash {
      count += 1
    }
    guard count <= maximumComponentCount else {
      return .failure(.tooManyComponents(limit: maximumComponentCount))
    }
    var components: [String] = []
    components.reserveCapacity(count)
    var start = 1
    for index in 1...bytes.count where index == bytes.count || bytes[index] == slash {
      guard index > start else { return .failure(.emptyComponent(index: components.count)) }
      // Split at an ASCII byte, every part is whole characters of the string's valid UTF-8.
      components.append(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
      start = index + 1
    }
    return .success(components)
  }
}
