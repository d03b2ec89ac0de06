import Testing

/// Where a check was called, as the caller's `#fileID`, `#filePath`, `#line` and `#column`:
/// the place a failure is reported, in XCTest and in Swift Testing alike.
struct CallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// The place as Swift Testing names it.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: String(describing: fileID), filePath: String(describing: filePath),
      line: Int(line), column: Int(column))
  }

  /// `File.swift:12`, for a message that points at a second place.
  var shortDescription: String {
    let path = String(describing: fileID)
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    return "\(fileName):\(line)"
  }
}
