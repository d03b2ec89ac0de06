@_spi(Files) import Coordinator

/// The contract of the JSON every file of the project goes through (`JSONValue`): what it
/// reads, it writes as it would read it again. Shared by `fuzz-json` and the test that
/// replays its corpus.
enum JSONOracle {
  /// What `bytes` break of the contract, none when they keep it.
  ///
  /// Bytes the reader refuses are not checked further. Bytes it reads must give a value that,
  /// written on one line and indented, reads back as the same value and is written the same
  /// way again; every number in it must be a number's text as RFC 8259 writes one, kept as
  /// it was, since a number is compared by its text.
  static func problems(_ bytes: [UInt8]) -> [String] {
    guard let value = JSONValue(parsing: bytes) else { return [] }
    var problems = numbers(in: value).filter { !isNumber($0) }.map {
      "read \(String(reflecting: $0)) as a number"
    }
    for indented in [false, true] {
      let form = indented ? "indented" : "on one line"
      guard let written = try? JSONValue.bytes(of: value, indented: indented) else {
        problems.append("cannot write \(value) \(form)")
        continue
      }
      guard let reread = JSONValue(parsing: written) else {
        let text = String(decoding: written, as: UTF8.self)
        problems.append("wrote \(form) what it will not read: \(text)")
        continue
      }
      if reread != value {
        problems.append("\(value) read back \(form) as \(reread)")
      }
      if (try? JSONValue.bytes(of: reread, indented: indented)) != written {
        problems.append("\(value) is not written \(form) the same way twice")
      }
    }
    return problems
  }

  /// The text of every number in `value`.
  static func numbers(in value: JSONValue) -> [String] {
    switch value {
    case .null, .bool, .string: []
    case .number(let number): [number.text]
    case .array(let values): values.flatMap(numbers(in:))
    case .object(let members): members.values.flatMap(numbers(in:))
    }
  }

  /// Whether `text` is a number as RFC 8259 writes one: `-`, an integer part without a
  /// leading zero, then a fraction and an exponent, each if present.
  static func isNumber(_ text: String) -> Bool {
    var rest = Substring(text)
    func digits() -> Int {
      let count = rest.prefix(while: { $0.isASCII && $0.isNumber }).count
      rest = rest.dropFirst(count)
      return count
    }
    if rest.first == "-" { rest = rest.dropFirst() }
    if rest.first == "0" {
      rest = rest.dropFirst()
    } else if digits() == 0 {
      return false
    }
    if rest.first == "." {
      rest = rest.dropFirst()
      guard digits() > 0 else { return false }
    }
    if rest.first == "e" || rest.first == "E" {
      rest = rest.dropFirst()
      if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return rest.isEmpty
  }
}
