/// Reads the indented form that `render(.text)` writes, one coordinator a line.
struct TreeTextParser {
  private static let branches = ["├── ", "└── "]
  private static let rails = ["│   ", "    "]

  private let lines: [Substring]

  init(_ input: String) {
    var lines = input.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    while let last = lines.last, last.allSatisfy(TreeNameRules.isWhollyWhiteSpace) {
      lines.removeLast()
    }
    self.lines = lines
  }

  func parse() throws(CoordinatorTreeParseError) -> CoordinatorTree {
    guard !lines.isEmpty else { throw failure(1, 1, "the tree is empty") }
    var open: [CoordinatorTree] = []
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      // The first line is the root: a name that starts like a branch is still a name.
      let (depth, label) = number == 1 ? (0, line) : try Self.split(line, number)
      if depth == 0 && number > 1 {
        throw failure(number, 1, "a second root; only the first line may be unindented")
      }
      guard depth <= open.count else {
        throw failure(number, 1, "indented more than one level below the line above")
      }
      while open.count > depth {
        let done = open.removeLast()
        open[open.count - 1].children.append(done)
      }
      open.append(try Self.node(label, number, column: depth * 4 + 1))
    }
    while open.count > 1 {
      let done = open.removeLast()
      open[open.count - 1].children.append(done)
    }
    return open[0]
  }

  /// Splits a line into its depth (four characters per level) and its label.
  private static func split(
    _ line: Substring, _ number: Int
  ) throws(CoordinatorTreeParseError) -> (Int, Substring) {
    var rest = line
    var depth = 0
    while let match = (rails + branches).first(where: { rest.hasPrefix($0) }) {
      rest = rest.dropFirst(match.count)
      depth += 1
      if branches.contains(match) {
        return (depth, rest)
      }
    }
    guard depth == 0 else {
      throw failureAt(number, depth * 4 + 1, "expected \"├── \" or \"└── \" before the name")
    }
    return (0, rest)
  }

  /// Reads `Name (lifecycle) {tab*, other} [#1 Screen, #2 Other]`.
  private static func node(
    _ label: Substring, _ number: Int, column: Int
  ) throws(CoordinatorTreeParseError) -> CoordinatorTree {
    var rest = label[...]
    let name = rest.prefix(TreeNameRules.nameLength(rest))
    guard !name.isEmpty else { throw failureAt(number, column, "expected a name") }
    rest = rest.dropFirst(name.count)
    var node = CoordinatorTree(name: String(name))
    if rest.hasPrefix(" (") {
      guard let close = rest.firstIndex(of: ")") else {
        throw failureAt(number, column + name.count + 1, "missing \")\" after the lifecycle")
      }
      let word = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
      guard let lifecycle = CoordinatorLifecycle(rawValue: String(word)) else {
        throw failureAt(
          number, column + name.count + 2,
          "unknown lifecycle \"\(word)\"; expected idle, running or finished")
      }
      node.lifecycle = lifecycle
      rest = rest[rest.index(after: close)...]
    }
    if rest.hasPrefix(" {") {
      let at = column + label.distance(from: label.startIndex, to: rest.startIndex) + 1
      guard let close = rest.firstIndex(of: "}") else {
        throw failureAt(number, at, "missing \"}\" after the tabs")
      }
      node.tabs = try Self.tabs(rest[rest.index(rest.startIndex, offsetBy: 2)..<close], number, at)
      rest = rest[rest.index(after: close)...]
    }
    if rest.hasPrefix(" [") && rest.hasSuffix("]") {
      let list = rest.dropFirst(2).dropLast()
      for item in TreeNameRules.splitList(list) {
        guard item.hasPrefix("#"), let space = item.firstIndex(of: " "),
          let id = Int(item[item.index(after: item.startIndex)..<space]),
          case let screen = item[item.index(after: space)...],
          !screen.isEmpty, TreeNameRules.nameLength(screen) == screen.count
        else {
          throw failureAt(
            number, column,
            "expected screens as \"[#1 Name, #2 Other]\", found \"\(rest.dropFirst())\"")
        }
        node.screens.append(CoordinatorTree.Screen(id: id, name: String(screen)))
      }
      rest = rest[rest.endIndex...]
    }
    guard rest.isEmpty else {
      throw failureAt(number, column, "unexpected \"\(rest)\" after \(name)")
    }
    return node
  }

  /// Reads `tab*, other`: the tabs, one of them marked selected.
  private static func tabs(
    _ list: Substring, _ number: Int, _ column: Int
  ) throws(CoordinatorTreeParseError) -> CoordinatorTree.Tabs {
    var names: [String] = []
    var selected: [String] = []
    for item in list.split(separator: ", ", omittingEmptySubsequences: false) {
      let name = item.hasSuffix("*") ? String(item.dropLast()) : String(item)
      guard CoordinatorTree.Tabs.isValidName(name), !names.contains(name) else {
        throw failureAt(
          number, column, "expected tabs as \"{first*, second}\", found \"{\(list)}\"")
      }
      names.append(name)
      if item.hasSuffix("*") {
        selected.append(name)
      }
    }
    guard selected.count == 1 else {
      throw failureAt(number, column, "expected one tab marked \"*\" in \"{\(list)}\"")
    }
    return CoordinatorTree.Tabs(names: names, selected: selected[0])
  }

  private func failure(_ line: Int, _ column: Int, _ reason: String) -> CoordinatorTreeParseError {
    Self.failureAt(line, column, reason)
  }

  private static func failureAt(
    _ line: Int, _ column: Int, _ reason: String
  ) -> CoordinatorTreeParseError {
    CoordinatorTreeParseError(format: .text, line: line, column: column, reason: reason)
  }
}
