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
    let parsed = string.withUTF8 { Self.components(parsing: $0, impliedSlash: false) }
    self.init(components: try parsed.get())
  }

  /// The components of the path in `bytes`, or why it is not one, in the order
  /// ``init(parsing:)`` checks: length, leading `/`, component count, empty components. With
  /// `impliedSlash`, the path read is `/` followed by `bytes`, as a link's URL writes it.
  static func components(
    parsing bytes: UnsafeBufferPointer<UInt8>, impliedSlash: Bool
  ) -> Result<[String], PathError> {
    let slash = UInt8(ascii: "/")
    // Checked first, so that a huge input is never split.
    guard bytes.count + (impliedSlash ? 1 : 0) <= maximumLength else {
      return .failure(.tooLong(limit: maximumLength))
    }
    guard impliedSlash || bytes.first == slash else { return .failure(.missingLeadingSlash) }
    // What follows the leading slash.
    let body = impliedSlash ? bytes : UnsafeBufferPointer(rebasing: bytes[1...])
    guard !body.isEmpty else { return .success([]) }
    var count = 1
    for byte in body where byte == slash {
      count += 1
    }
    guard count <= maximumComponentCount else {
      return .failure(.tooManyComponents(limit: maximumComponentCount))
    }
    var components: [String] = []
    components.reserveCapacity(count)
    var start = 0
    for index in 0...body.count where index == body.count || body[index] == slash {
      guard index > start else { return .failure(.emptyComponent(index: components.count)) }
      // Split at an ASCII byte, every part is whole characters of the string's valid UTF-8.
      components.append(
        String(decoding: UnsafeBufferPointer(rebasing: body[start..<index]), as: UTF8.self))
      start = index + 1
    }
    return .success(components)
  }
}
