/// How many columns of a terminal text takes, as `wcwidth` counts them, but per character
/// (grapheme cluster) so that an emoji sequence or a flag takes the two columns a terminal
/// draws it in.
///
/// A scalar takes 2 columns when it is East Asian Wide or Fullwidth (CJK, Hangul, kana,
/// fullwidth forms) or an emoji presented as one; 0 when it is a combining mark (Mn, Me), a
/// format character such as the zero-width joiner, a variation selector, a Hangul vowel or
/// final consonant that joins the syllable before it, or a control; 1 otherwise. A character
/// takes the columns of its first scalar that takes any, 2 for a text symbol followed by the
/// emoji variation selector (U+FE0F), and 0 when none of its scalars takes any.
enum DisplayWidth {
  /// The columns `text` takes.
  static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns `character` takes.
  static func of(_ character: Character) -> Int {
    var base: Unicode.Scalar?
    var asEmoji = false
    for scalar in character.unicodeScalars {
      if base == nil, of(scalar) > 0 { base = scalar }
      if scalar == "\u{FE0F}" { asEmoji = true }
    }
    guard let base else { return 0 }
    return asEmoji && base.properties.isEmoji ? 2 : of(base)
  }

  /// The columns `scalar` takes on its own.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if value < 0xA0 { return 0 }
    if value == 0xAD { return 1 }  // the soft hyphen, a format character terminals draw
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator,
      .paragraphSeparator:
      return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// The East Asian Wide and Fullwidth ranges that are not emoji, which
  /// `isEmojiPresentation` covers.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]
}
