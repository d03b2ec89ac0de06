import Testing

@testable import FlowsShell
@testable import GameApp

/// The byte-wise trimming and splitting give what the character-wise ones give, ASCII or not,
/// where white space is a character every scalar of which is Unicode white space.
@Suite struct WhiteSpaceTests {
  /// Pieces that meet in every order: ASCII white space, words, CR LF, Unicode white space
  /// (no-break space, line separator), and a combining mark that joins the character before it.
  private static let pieces = [
    " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "ab", ":x", "é", "\u{A0}", "\u{2028}",
    "\u{301}", "",
  ]

  private static var samples: [String] {
    var samples: [String] = []
    for first in pieces {
      for second in pieces {
        for third in pieces {
          samples.append(first + second + third)
        }
      }
    }
    return samples
  }

  private static func isWhollyWhiteSpace(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }

  @Test func aCombiningMarkAfterASpaceIsPartOfAWordNotWhiteSpace() {
    // One character that shows the mark: dropping it with the space would hide what was typed.
    #expect("login \u{301}Ada".whiteSpaceSeparatedWords() == ["login \u{301}Ada"])
    #expect("a \u{301} b".whiteSpaceSeparatedWords() == ["a \u{301}", "b"])
    #expect(" \u{301}x \u{301}".trimmingWhiteSpace() == " \u{301}x \u{301}")
    #expect("\u{A0}x\r\n".trimmingWhiteSpace() == "x")  // every scalar white space
    #expect(("x" as Character).isWhollyWhiteSpace == false)
    #expect((" \u{301}" as Character).isWhollyWhiteSpace == false)
    #expect(("\r\n" as Character).isWhollyWhiteSpace)
  }

  @Test func trimmingMatchesTrimmingByCharacter() {
    for sample in Self.samples {
      let expected: String
      if let first = sample.firstIndex(where: { !Self.isWhollyWhiteSpace($0) }),
        let last = sample.lastIndex(where: { !Self.isWhollyWhiteSpace($0) })
      {
        expected = String(sample[first...last])
      } else {
        expected = ""
      }
      #expect(sample.trimmingWhiteSpace() == expected, "\(sample.unicodeScalars.map(\.value))")
    }
  }

  @Test func wordsMatchSplittingByCharacter() {
    for sample in Self.samples {
      let expected = sample.split(whereSeparator: Self.isWhollyWhiteSpace)
      let words = sample.whiteSpaceSeparatedWords()
      #expect(words == expected, "\(sample.unicodeScalars.map(\.value))")
      #expect(words.map(\.startIndex) == expected.map(\.startIndex))
    }
  }
}
