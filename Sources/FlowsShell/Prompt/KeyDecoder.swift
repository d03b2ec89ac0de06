/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text, control characters,
/// and the escape sequences of the arrows, Home, End and Delete (`ESC [ …` and `ESC O …`).
///
/// A sequence it does not know becomes ``Key/ignored`` and is never shown; bytes that are not
/// UTF-8 are dropped. Memory stays bounded: a sequence longer than a terminal sends is cut.
struct KeyDecoder {
  private enum State: Equatable {
    case ground
    case escape
    case controlSequence
    case singleShift
    case utf8(needed: Int)
  }

  /// The longest escape sequence kept; a longer one is ignored as a whole.
  private static let maximumSequence = 16

  private var state = State.ground
  private var pending: [UInt8] = []

  /// The key `byte` completes, if it completes one.
  mutating func feed(_ byte: UInt8) -> Key? {
    switch state {
    case .ground:
      return ground(byte)
    case .escape:
      switch byte {
      case UInt8(ascii: "["): state = .controlSequence
      case UInt8(ascii: "O"): state = .singleShift
      default: state = .ground
      }
      pending = []
      return state == .ground ? .ignored : nil
    case .controlSequence:
      if (0x30...0x3F).contains(byte) {
        guard pending.count < Self.maximumSequence else { return nil }
        pending.append(byte)
        return nil
      }
      state = .ground
      guard (0x40...0x7E).contains(byte) else { return .ignored }
      return Self.controlSequence(final: byte, parameters: String(decoding: pending, as: UTF8.self))
    case .singleShift:
      state = .ground
      return Self.controlSequence(final: byte, parameters: "")
    case .utf8(let needed):
      guard byte & 0xC0 == 0x80 else {
        // Not a continuation byte: drop what was collected and read this byte afresh.
        state = .ground
        return ground(byte)
      }
      pending.append(byte)
      guard needed == 1 else {
        state = .utf8(needed: needed - 1)
        return nil
      }
      state = .ground
      let text = String(validating: pending, as: UTF8.self)
      return text.map(Key.text) ?? .ignored
    }
  }

  /// ``Key/escape`` when the bytes fed so far end in an Esc that starts no sequence yet, as
  /// when Esc alone is the whole of a read: a terminal sends a key's sequence in one write.
  mutating func endOfRead() -> Key? {
    guard state == .escape else { return nil }
    state = .ground
    return .escape
  }

  private mutating func ground(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x1B:
      state = .escape
      return nil
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x7F, 0x08: return .backspace
    case 0x01: return .home
    case 0x05: return .end
    case 0x0B: return .killToEnd
    case 0x15: return .killToStart
    case 0x17: return .killWord
    case 0x03: return .interrupt
    case 0x04: return .endOfInput
    case 0x0C: return .clearScreen
    case 0x12: return .search
    case 0x07: return .cancel
    case 0x00..<0x20: return .ignored
    case 0x20..<0x80: return .text(String(UnicodeScalar(byte)))
    case 0xC2...0xDF: return startUTF8(byte, needed: 1)
    case 0xE0...0xEF: return startUTF8(byte, needed: 2)
    case 0xF0...0xF4: return startUTF8(byte, needed: 3)
    default: return .ignored
    }
  }

  private mutating func startUTF8(_ byte: UInt8, needed: Int) -> Key? {
    pending = [byte]
    state = .utf8(needed: needed)
    return nil
  }

  private static func controlSequence(final: UInt8, parameters: String) -> Key {
    switch (UnicodeScalar(final), parameters) {
    case ("A", _): .up
    case ("B", _): .down
    case ("C", _): .right
    case ("D", _): .left
    case ("H", _): .home
    case ("F", _): .end
    case ("~", "1"), ("~", "7"): .home
    case ("~", "4"), ("~", "8"): .end
    case ("~", "3"): .delete
    default: .ignored
    }
  }
}
