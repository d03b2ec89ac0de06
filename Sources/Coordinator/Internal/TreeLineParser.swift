/// Reads the one-line form `App(Main(Game, Settings))` without recursion.
struct TreeLineParser {
  private let characters: [Character]
  private var index = 0

  init(_ input: String) {
    characters = Array(input)
  }

  mutating func parse() throws(CoordinatorTreeParseError) -> CoordinatorTree {
    var open: [CoordinatorTree] = []
    while true {
      var node = CoordinatorTree(name: try readName())
      skipSpaces()
      if peek == "(" {
        index += 1
        open.append(node)
        continue
      }
      // Attach finished nodes to their parents until a sibling or the end follows.
      while true {
        guard var parent = open.popLast() else {
          skipSpaces()
          guard index == characters.count else {
            throw failure("unexpected \"\(characters[index])\" after the tree")
          }
          return node
        }
        parent.children.append(node)
        skipSpaces()
        if peek == "," {
          index += 1
          open.append(parent)
          break
        }
        guard peek == ")" else {
          throw failure(index == characters.count ? "missing \")\"" : "expected \",\" or \")\"")
        }
        index += 1
        node = parent
      }
    }
  }

  private var peek: Character? { index < characters.count ? characters[index] : nil }

  private mutating func skipSpaces() {
    while let character = peek, TreeNameRules.isWhollyWhiteSpace(character) {
      index += 1
    }
  }

  private mutating func readName() throws(CoordinatorTreeParseError) -> String {
    skipSpaces()
    let start = index
    index += TreeNameRules.nameLength(characters[index...])
    guard index > start else {
      throw failure(peek.map { "expected a name, found \"\($0)\"" } ?? "expected a name")
    }
    return String(characters[start..<index])
  }

  /// An error at the current position, counting lines and columns as a person reads them.
  private func failure(_ reason: String) -> CoordinatorTreeParseError {
    let before = characters[..<index]
    let line = before.filter(\.isNewline).count + 1
    let column = index - (before.lastIndex(where: \.isNewline).map { $0 + 1 } ?? 0) + 1
    return CoordinatorTreeParseError(format: .line, line: line, column: column, reason: reason)
  }
}
