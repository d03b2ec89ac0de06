/// Why a line of input is rejected before it is parsed; it is never executed.
enum LineRejection: Equatable, Sendable, CustomStringConvertible {
  /// The line holds more than ``LineReader/maximumLineLength`` bytes.
  case tooLong
  /// The line is not valid UTF-8.
  case invalidUTF8
  /// The line holds a NUL byte.
  case nulByte

  var description: String {
    switch self {
    case .tooLong: "line is longer than \(LineReader.maximumLineLength) bytes"
    case .invalidUTF8: "line is not valid UTF-8"
    case .nulByte: "line holds a NUL byte"
    }
  }
}
