extension CoordinatorTree {
  /// Reads a tree from its ``CoordinatorTreeFormat/text`` or ``CoordinatorTreeFormat/line`` form.
  ///
  /// Names may not hold white space or any of `( ) , [ ]` but between the angle brackets of
  /// a generic type's arguments, so type names, `Pair<Int, String>` too, read back as they
  /// were written. The one-line form holds names only, so it reads back as the
  /// ``outline`` of the tree it was rendered from. Mermaid and DOT are for
  /// drawing and do not parse.
  ///
  /// - Throws: ``CoordinatorTreeParseError`` naming the line, column and problem.
  public init(parsing input: String, format: CoordinatorTreeFormat)
    throws(CoordinatorTreeParseError)
  {
    switch format {
    case .text:
      self = try TreeTextParser(input).parse()
    case .line:
      var parser = TreeLineParser(input)
      self = try parser.parse()
    case .mermaid, .dot:
      throw CoordinatorTreeParseError(
        format: format, line: 1, column: 1,
        reason: "the \(format.rawValue) form is for drawing and cannot be read back")
    }
  }
}
