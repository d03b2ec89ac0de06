extension PathNavigator {
  /// The path `link` stands for: its path, then the keys its query stands for, which the
  /// coordinator where the path ends gives (``PathCoordinator/keys(forQuery:)``).
  ///
  /// The link's path is resolved whole to find that coordinator; nothing moves.
  ///
  /// - Throws: ``LinkError/path(_:)`` for a path the coordinators do not have, or one with a
  ///   query whose path holds a key its coordinator must prepare first
  ///   (``PathError/rejectedComponent(_:index:coordinator:)``, naming that key), and the errors
  ///   of ``PathCoordinator/keys(forQuery:)``.
  public func path(for link: FlowLink) throws(LinkError) -> FlowPath {
    guard !link.query.isEmpty else { return link.path }
    let items: [NavigationItem]
    do throws(PathError) {
      try Self.checkLimits(link.path)
      let resolved = try resolve(link.path, from: 0, shown: [], asking: [])
      if let key = resolved.unprepared {
        // The coordinator the query is for is known only once the key is prepared.
        throw .rejectedComponent(
          link.path.components[key.index], index: key.index, coordinator: key.coordinator)
      }
      items = resolved.items
    } catch {
      throw .path(error)
    }
    let end: any PathCoordinator
    if let last = items.last {
      guard let next = last.nextCoordinator else {
        throw .unknownQueryItem(link.query[0].name, coordinator: last.source.name)
      }
      end = next
    } else {
      guard let root else { throw .path(.rootReleased) }
      end = root
    }
    var path = link.path
    try end.appendKeys(forQuery: link.query, to: &path)
    return path
  }

  /// Applies the path `link` stands for, as ``apply(_:)-(FlowPath)`` applies a path: resolved
  /// whole, guards asked, then the shortest pops and pushes; on another tab, only that tab's
  /// stack moves.
  ///
  /// - Throws: a ``LinkError``; then nothing moved.
  public func apply(_ link: FlowLink) throws(LinkError) {
    let path = try path(for: link)
    do {
      try apply(path)
    } catch {
      throw .path(error)
    }
  }

  /// Checks `link` as ``apply(_:)-(FlowLink)`` would, and moves nothing.
  ///
  /// - Throws: the ``LinkError`` that ``apply(_:)-(FlowLink)`` would throw.
  public func validate(_ link: FlowLink) throws(LinkError) {
    let path = try path(for: link)
    do {
      try validate(path)
    } catch {
      throw .path(error)
    }
  }
}

extension PathCoordinator {
  /// Appends the keys `items` stand for to `path`; called on an existential, this opens it on
  /// the coordinator's key type.
  func appendKeys(forQuery items: [LinkQueryItem], to path: inout FlowPath) throws(LinkError) {
    for key in try keys(forQuery: items) {
      path.append(key)
    }
  }
}
