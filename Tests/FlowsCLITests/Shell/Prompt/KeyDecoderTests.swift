import Testing

@testable import FlowsShell

/// The bytes terminals send become keys; what the prompt does not use is ignored, never shown.
@Suite struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return bytes.compactMap { decoder.feed($0) }
  }

  @Test func textArrowsAndEditingKeys() {
    #expect(keys(Array("pé😀".utf8)) == [.text("p"), .text("é"), .text("😀")])
    #expect(
      keys([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44])
        == [.up, .down, .right, .left])
    #expect(keys([0x1B, 0x4F, 0x48, 0x1B, 0x4F, 0x46]) == [.home, .end])
    #expect(
      keys(Array("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[3~\u{1B}[H\u{1B}[F".utf8))
        == [.home, .end, .home, .end, .delete, .home, .end])
    #expect(
      keys([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x01, 0x05, 0x0B, 0x15, 0x17, 0x03, 0x04])
        == [
          .enter, .enter, .tab, .backspace, .backspace, .home, .end, .killToEnd, .killToStart,
          .killWord, .interrupt, .endOfInput,
        ])
  }

  @Test func ctrlLCtrlRCtrlGAndALoneEsc() {
    #expect(keys([0x0C, 0x12, 0x07]) == [.clearScreen, .search, .cancel])
    var decoder = KeyDecoder()
    #expect(decoder.feed(0x1B) == nil)
    #expect(decoder.endOfRead() == .escape)
    #expect(decoder.feed(0x61) == .text("a"))
    #expect(decoder.feed(0x1B) == nil && decoder.feed(0x5B) == nil)
    #expect(decoder.endOfRead() == nil)
    #expect(decoder.feed(0x41) == .up)
  }

  @Test func whatThePromptDoesNotUseIsIgnored() {
    // F5, Alt-x, Ctrl-O, a mouse report and bytes that are not UTF-8.
    #expect(keys(Array("\u{1B}[15~".utf8)) == [.ignored])
    #expect(keys([0x1B, 0x78]) == [.ignored])
    #expect(keys([0x0F]) == [.ignored])
    #expect(keys([0xFF, 0xC3]) + keys([0xC3, 0x41]) == [.ignored, .text("A")])
    // A sequence longer than any terminal sends stays bounded and ends as one ignored key.
    #expect(keys([0x1B, 0x5B] + Array(repeating: 0x31, count: 10_000) + [0x7E]) == [.ignored])
    // An arrow with a modifier (Ctrl-→) is the arrow.
    #expect(keys(Array("\u{1B}[1;5C".utf8)) == [.right])
  }
}
