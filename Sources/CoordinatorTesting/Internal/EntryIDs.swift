/// Entry ids in written expectations: a stack, tree or event written without any (`level 0:
/// Home, Detail`, `pushed Detail`) is compared with the actual text with its ids taken out,
/// so that one more screen early in a test does not renumber every line after it.
///
/// An id is `#` and digits followed by a space, at the start of the text or after a space,
/// `[` or `(`: `#2 Detail` in `level 0: #1 Home, #2 Detail`.
extension StringProtocol {
  /// Whether the text names an entry by its id.
  var namesEntryID: Bool {
    var found = false
    forEachEntryID { _ in found = true }
    return found
  }

  /// The text with every entry id and the space after it taken out.
  var removingEntryIDs: String {
    var ranges: [Range<Index>] = []
    forEachEntryID { ranges.append($0) }
    var text = ""
    var start = startIndex
    for range in ranges {
      text += self[start..<range.lowerBound]
      start = range.upperBound
    }
    text += self[start...]
    return text
  }

  /// Calls `body` with the range of each id, its `#`, digits and the space after them.
  private func forEachEntryID(_ body: (Range<Index>) -> Void) {
    var index = startIndex
    var previous: Character?
    while index < endIndex {
      let character = self[index]
      guard character == "#", previous.map({ " [(".contains($0) }) ?? true else {
        previous = character
        index = self.index(after: index)
        continue
      }
      var end = self.index(after: index)
      while end < endIndex, self[end].isASCII, self[end].isNumber { end = self.index(after: end) }
      if end > self.index(after: index), end < endIndex, self[end] == " " {
        body(index..<self.index(after: end))
        previous = " "
        index = self.index(after: end)
      } else {
        previous = character
        index = self.index(after: index)
      }
    }
  }
}

extension Array where Element: StringProtocol {
  /// Whether any line names an entry by its id.
  var namesEntryID: Bool { contains { $0.namesEntryID } }
}
