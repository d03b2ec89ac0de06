import Testing

@testable import FlowsShell

/// Text takes the columns a terminal draws it in: two for wide characters and emoji, none for
/// combining marks and joiners, whatever scalars a character is made of.
@Suite struct DisplayWidthTests {
  @Test func asciiCJKEmojiFlagsAndCombiningMarks() {
    #expect(DisplayWidth.of("login Ada") == 9)
    #expect(DisplayWidth.of("「漢字」") == 8)
    #expect(DisplayWidth.of("한국어 かな") == 11)
    #expect(DisplayWidth.of(Character("👍🏽")) == 2)
    #expect(DisplayWidth.of(Character("👨‍👩‍👧")) == 2)
    #expect(DisplayWidth.of(Character("🇫🇷")) == 2)
    #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
    #expect(DisplayWidth.of("e\u{301}te\u{301}") == 3)
    #expect(DisplayWidth.of(Character("❤️")) == 2)
    #expect(DisplayWidth.of(Character("❤")) == 1)
    #expect(DisplayWidth.of("ＡＢ") == 4)
  }

  @Test func scalarsThatTakeNoColumn() {
    for scalar: Unicode.Scalar in [
      "\u{301}", "\u{200D}", "\u{FE0F}", "\u{20DD}", "\u{200B}", "\u{1161}",
    ] {
      #expect(DisplayWidth.of(scalar) == 0, "U+\(String(scalar.value, radix: 16))")
    }
    #expect(DisplayWidth.of(Character("\u{301}")) == 0)
    #expect(DisplayWidth.of("\u{85}\u{1B}") == 0)
  }
}
