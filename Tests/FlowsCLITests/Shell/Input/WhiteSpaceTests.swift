import Testing

@testable import FlowsApp

/// The byte-wise trimming and splitting give what the character-wise ones gave, ASCII or not.
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

  @Test func trimmingMatchesTrimmingByCharacter() {
    for sample in Self.samples {
      let expected: String
      if let first = sample.firstIndex(where: { !$0.isWhitespace }),
        let last = sample.lastIndex(where: { !$0.isWhitespace })
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
      let expected = sample.split(whereSeparator: \.isWhitespace)
      let words = sample.whiteSpaceSeparatedWords()
      #expect(words == expected, "\(sample.unicodeScalars.map(\.value))")
      #expect(words.map(\.startIndex) == expected.map(\.startIndex))
    }
  }
}
