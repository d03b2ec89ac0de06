/// A JSON number as it was written: its text, kept to the digit.
///
/// A file keeps a number it does not know as it found it — `18446744073709551615`, `-0.0` and
/// `1e400` included, which no `Int` or `Double` writes back as they were — so that reading and
/// writing the file again changes nothing.
@_spi(Files)
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
  /// The number's text, as JSON spells it.
  public let text: String

  /// The number `text` spells, or `nil` when it is not a JSON number (`+1`, `01`, `.5`, `NaN`).
  public init?(text: String) {
    guard Self.isNumber(text.utf8) else { return nil }
    self.text = text
  }

  /// `value`, as a JSON encoder writes it.
  public init(_ value: Int) {
    text = String(value)
  }

  /// `value`, or `nil` for a value JSON has no number for (infinite, or not a number).
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    self.init(text: "\(value)")
  }

  /// The number `value` spells.
  public init(integerLiteral value: Int) {
    self.init(value)
  }

  /// The number as an `Int`, when it is written as one that fits.
  public var intValue: Int? { Int(text) }

  /// The number as the nearest `Double`, when one is finite.
  public var doubleValue: Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The number's text.
  public var description: String { text }

  /// Whether `bytes` are a number in JSON's grammar:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func isNumber(_ bytes: some Collection<UInt8>) -> Bool {
    var rest = bytes[...]
    func digits() -> Int {
      let count = rest.prefix(while: { (0x30...0x39).contains($0) }).count
      rest = rest.dropFirst(count)
      return count
    }
    if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
    if rest.first == UInt8(ascii: "0") {
      rest = rest.dropFirst()
    } else if digits() == 0 {
      return false
    }
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
      guard digits() > 0 else { return false }
    }
    if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
      rest = rest.dropFirst()
      if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") {
        rest = rest.dropFirst()
      }
      guard digits() > 0 else { return false }
    }
    return rest.isEmpty
  }
}
