import Coordinator

/// What `FlowLink(parsing:origins:)` must do with a string, checked without trusting it.
///
/// Shared by `fuzz-link` and the replay of its corpus in `swift test` (a link to this file in
/// `Tests/FlowsCLITests/Fuzzing`): both run ``problems(_:origins:)`` and fail on any problem it
/// names.
///
/// - The reference, ``reference(_:origins:)``, reads the link's UTF-8 bytes with a decoder and a
///   UTF-8 validator of its own, and must give the same link or the same `LinkError`.
/// - An accepted link has non-empty components without `/`, `?`, `#`, a space or a control
///   character, whose escapes decode to UTF-8, at most `FlowPath.maximumComponentCount` of
///   them, and query items with a name.
/// - It prints back, as its `description` and as a URL of each origin, to a string that reads
///   back as the same link; the printed forms are at most three times as long as the link read,
///   plus the origin, and one longer than `FlowLink.maximumLength` is refused as too long.
enum LinkOracle {
  /// The link origins of the fuzzer: an app's own scheme, and three web origins, two of them
  /// on one scheme.
  static let origins: [LinkOrigin] = [
    .scheme("shelf"), .web(host: "shelf.example"), .web(host: "WWW.Shelf.Example"),
    .web(scheme: "http", host: "Kiosk.Example"),
  ]

  /// A link as the reference reads it.
  struct Reading: Equatable, CustomStringConvertible {
    var components: [String]
    var query: [LinkQueryItem]

    var description: String { "\(components) \(query)" }
  }

  /// Every way `FlowLink(parsing: text, origins: origins)` breaks its contract; empty when it
  /// keeps it.
  static func problems(_ text: String, origins: [LinkOrigin]) -> [String] {
    let expected = reference(Array(text.utf8), origins: origins)
    let link: FlowLink
    do {
      link = try FlowLink(parsing: text, origins: origins)
    } catch {
      if expected != .failure(error) {
        return ["\(String(reflecting: text)) threw \(error), expected \(expected)"]
      }
      return []
    }
    let reading = Reading(components: link.path.components, query: link.query)
    guard expected == .success(reading) else {
      return ["\(String(reflecting: text)) read as \(reading), expected \(expected)"]
    }
    return invariants(of: link) + roundTrips(of: link, read: text)
  }

  // MARK: - The reference

  /// The link `bytes` name, or why they do not, read byte by byte.
  ///
  /// The checks, in this order: the length; a byte no link holds (a control character, a
  /// space, DEL); a path, or a scheme (a letter, then letters, digits, `+`, `-`, `.`), `://`,
  /// and then, for a scheme of an origin with a host, the host up to the first `/`, `?` or `#`,
  /// compared without case; a fragment; the path (before the first `?`) as `FlowPath` reads
  /// it; the escapes of each component, in order; each query item between `&`s, in order.
  static func reference(_ bytes: [UInt8], origins: [LinkOrigin]) -> Result<Reading, LinkError> {
    if bytes.count > FlowLink.maximumLength {
      return .failure(.tooLong(limit: FlowLink.maximumLength))
    }
    for (offset, byte) in bytes.enumerated() where byte < 0x21 || byte == 0x7F {
      return .failure(.invalidCharacter(offset: offset))
    }
    var rest: [UInt8]
    if bytes.first == ascii("/") {
      rest = bytes
    } else {
      switch dropOrigin(bytes, origins: origins) {
      case .success(let path): rest = path
      case .failure(let error): return .failure(error)
      }
    }
    if let hash = rest.firstIndex(of: ascii("#")) {
      return .failure(.fragment(string(rest[(hash + 1)...])))
    }
    let question = rest.firstIndex(of: ascii("?"))
    let pathBytes = rest[..<(question ?? rest.endIndex)]
    var components: [[UInt8]] = []
    if pathBytes.count > 1 {
      var current: [UInt8] = []
      for byte in pathBytes.dropFirst() {
        if byte == ascii("/") {
          components.append(current)
          current = []
        } else {
          current.append(byte)
        }
      }
      components.append(current)
    }
    if components.count > FlowPath.maximumComponentCount {
      return .failure(.path(.tooManyComponents(limit: FlowPath.maximumComponentCount)))
    }
    if let index = components.firstIndex(where: \.isEmpty) {
      return .failure(.path(.emptyComponent(index: index)))
    }
    for component in components where decoded(component[...]) == nil {
      return .failure(.invalidPercentEncoding(string(component[...])))
    }
    var query: [LinkQueryItem] = []
    var piece: [UInt8] = []
    for byte in (question.map { rest[($0 + 1)...] } ?? []) + [ascii("&")] {
      guard byte == ascii("&") else {
        piece.append(byte)
        continue
      }
      defer { piece = [] }
      if piece.isEmpty { continue }
      let equals = piece.firstIndex(of: ascii("="))
      guard let name = decoded(piece[..<(equals ?? piece.endIndex)]),
        let value = decoded(equals.map { piece[($0 + 1)...] } ?? [])
      else { return .failure(.invalidPercentEncoding(string(piece[...]))) }
      if name.isEmpty {
        return .failure(.invalidQueryItem("", reason: "a query item has a name"))
      }
      query.append(LinkQueryItem(name: string(name[...]), value: string(value[...])))
    }
    return .success(Reading(components: components.map { string($0[...]) }, query: query))
  }

  /// The path and query of a URL of one of `origins`, with a leading `/`.
  private static func dropOrigin(
    _ bytes: [UInt8], origins: [LinkOrigin]
  ) -> Result<[UInt8], LinkError> {
    let schemeEnd = bytes.firstIndex { !isSchemeByte($0) } ?? bytes.endIndex
    guard schemeEnd > 0, isLetter(bytes[0]), bytes[schemeEnd...].starts(with: Array("://".utf8))
    else { return .failure(.notALink) }
    let scheme = bytes[..<schemeEnd].map(lowercased)
    let matching = origins.filter { Array($0.scheme.utf8) == scheme }
    if matching.isEmpty { return .failure(.unknownScheme(string(scheme[...]))) }
    let afterScheme = Array(bytes[(schemeEnd + 3)...])
    if matching.contains(where: { $0.host == nil }) {
      return .success([ascii("/")] + afterScheme)
    }
    let hostEnd =
      afterScheme.firstIndex { $0 == ascii("/") || $0 == ascii("?") || $0 == ascii("#") }
      ?? afterScheme.endIndex
    let host = afterScheme[..<hostEnd]
    guard matching.contains(where: { Array(($0.host ?? "").utf8) == host.map(lowercased) }) else {
      return .failure(.unknownHost(string(host)))
    }
    let path = afterScheme[hostEnd...]
    return .success(path.first == ascii("/") ? Array(path) : [ascii("/")] + path)
  }

  /// The bytes `%XX` escapes stand for, when every `%` starts one and they are UTF-8.
  static func decoded(_ text: ArraySlice<UInt8>) -> [UInt8]? {
    var result: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] != ascii("%") {
        result.append(text[index])
        index += 1
        continue
      }
      guard index + 2 < text.endIndex, let high = hexDigit(text[index + 1]),
        let low = hexDigit(text[index + 2])
      else { return nil }
      result.append(high * 16 + low)
      index += 3
    }
    return isUTF8(result) ? result : nil
  }

  /// Whether `bytes` are well-formed UTF-8, as Table 3-7 of the Unicode Standard lists it.
  static func isUTF8(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let ranges: [ClosedRange<UInt8>]
      switch lead {
      case 0x00...0x7F: ranges = []
      case 0xC2...0xDF: ranges = [0x80...0xBF]
      case 0xE0: ranges = [0xA0...0xBF, 0x80...0xBF]
      case 0xE1...0xEC, 0xEE...0xEF: ranges = [0x80...0xBF, 0x80...0xBF]
      case 0xED: ranges = [0x80...0x9F, 0x80...0xBF]
      case 0xF0: ranges = [0x90...0xBF, 0x80...0xBF, 0x80...0xBF]
      case 0xF1...0xF3: ranges = [0x80...0xBF, 0x80...0xBF, 0x80...0xBF]
      case 0xF4: ranges = [0x80...0x8F, 0x80...0xBF, 0x80...0xBF]
      default: return false
      }
      for (offset, range) in ranges.enumerated() {
        let next = index + 1 + offset
        guard next < bytes.count, range.contains(bytes[next]) else { return false }
      }
      index += 1 + ranges.count
    }
    return true
  }

  // MARK: - What every accepted link keeps

  static func invariants(of link: FlowLink) -> [String] {
    var problems: [String] = []
    if link.path.components.count > FlowPath.maximumComponentCount {
      problems.append("\(link) has \(link.path.components.count) components")
    }
    for component in link.path.components {
      let bytes = Array(component.utf8)
      if bytes.isEmpty {
        problems.append("\(link) has an empty component")
      }
      if let byte = bytes.first(where: { "/?#".utf8.contains($0) || $0 < 0x21 || $0 == 0x7F }) {
        problems.append("component \(String(reflecting: component)) holds byte \(byte)")
      }
      if decoded(bytes[...]) == nil {
        problems.append("component \(String(reflecting: component)) has a bad escape")
      }
    }
    for item in link.query where item.name.isEmpty {
      problems.append("\(link) has a query item without a name")
    }
    return problems
  }

  /// `link`, read from `text`, printed as a path and as a URL of each origin, and read back.
  static func roundTrips(of link: FlowLink, read text: String) -> [String] {
    var printed = [(link.description, [LinkOrigin](), "")]
    for origin in origins {
      printed.append((link.url(in: origin), origins, origin.description))
    }
    var problems: [String] = []
    for (form, originsRead, prefix) in printed {
      let length = form.utf8.count
      if length > 3 * text.utf8.count + 1 + prefix.utf8.count {
        problems.append("\(String(reflecting: text)) printed as \(length) bytes: \(form)")
      }
      if !form.utf8.starts(with: prefix.utf8) {
        problems.append("\(link) printed as \(form), not under \(prefix)")
      }
      do {
        let again = try FlowLink(parsing: form, origins: originsRead)
        if again != link {
          problems.append("\(link) printed as \(form), which reads as \(again)")
        }
      } catch .tooLong where length > FlowLink.maximumLength {
        continue
      } catch {
        problems.append("\(link) printed as \(form), which throws \(error)")
      }
    }
    return problems
  }

  // MARK: - Bytes

  private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

  private static func string(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (0x30...0x39).contains(byte) || "+-.".utf8.contains(byte)
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}
