import Coordinator
import Foundation

extension FlowLink {
  /// The link with its path written as the app writes paths: every component's
  /// percent-escapes decoded, then what a component cannot hold as it is encoded again, as a
  /// search's text is (``SearchText/encoded(_:)``).
  ///
  /// So `/books/%32` and `/%62ooks/2` are `/books/2`, `/search/left hand` and
  /// `/search/left%20hand` are one place, and a link to where the app is changes nothing.
  ///
  /// - Throws: ``LinkError/path(_:)`` when the path so written is longer than a path may be.
  func canonical() throws(LinkError) -> FlowLink {
    guard !path.isEmpty else { return self }
    let components = path.components.map { component in
      component.removingPercentEncoding.map(SearchText.encoded) ?? component
    }
    do {
      return FlowLink(
        path: try FlowPath(parsing: "/" + components.joined(separator: "/")), query: query)
    } catch {
      throw .path(error)
    }
  }
}
