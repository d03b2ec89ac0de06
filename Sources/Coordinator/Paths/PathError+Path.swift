extension PathError {
  /// Why `path` cannot be opened, in the words of a person who typed it: the part of the path
  /// that exists and what it lacks, such as `/main/settings has no "nothing"`, with no
  /// coordinator's name or component index. ``description`` names the coordinator, for a log.
  ///
  /// `path` is the path this error was thrown for; for another, or one too short for the
  /// error's component, this is ``description``.
  public func description(in path: FlowPath) -> String {
    switch self {
    case .unknownComponent(let component, let index, _) where (0..<path.count).contains(index):
      guard index > 0 else { return "there is no \(Self.quoted(component))" }
      return "\(path.dropLast(path.count - index)) has no \(Self.quoted(component))"
    case .rejectedComponent(_, let index, _) where (0..<path.count).contains(index):
      return "\(path.dropLast(path.count - index - 1)) cannot be shown now"
    case .trailingComponent(let component, let index, _)
    where (1..<max(path.count, 1)).contains(index):
      return "nothing follows \(path.dropLast(path.count - index)): \(Self.quoted(component))"
    default:
      return description
    }
  }
}
