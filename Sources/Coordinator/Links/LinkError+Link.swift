extension LinkError {
  /// Why `link` cannot be opened, in the words of a person who followed it, with no
  /// coordinator's name or component index, such as `/search takes no query item "x"`, as
  /// ``PathError/description(in:)`` says it of a path. ``description`` names the coordinator,
  /// for a log.
  ///
  /// `link` is the link this error was thrown for.
  public func description(in link: FlowLink) -> String {
    switch self {
    case .path(let error):
      return error.description(in: link.path)
    case .unknownQueryItem(let name, _):
      let taker = link.path.isEmpty ? "this link" : "\(link.path)"
      return "\(taker) takes no query item \(Self.quoted(name))"
    default:
      return description
    }
  }
}
