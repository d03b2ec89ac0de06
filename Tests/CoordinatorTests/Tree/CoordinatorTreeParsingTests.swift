import Coordinator
import Testing

@MainActor
@Suite struct CoordinatorTreeParsingTests {
  // MARK: - Round trips

  @Test(arguments: examples)
  func textRoundTripGivesTheSameTree(tree: CoordinatorTree) throws {
    #expect(try CoordinatorTree(parsing: tree.render(.text), format: .text) == tree)
  }

  @Test(arguments: examples)
  func lineRoundTripGivesTheOutline(tree: CoordinatorTree) throws {
    #expect(try CoordinatorTree(parsing: tree.render(.line), format: .line) == tree.outline)
  }

  @Test(arguments: 1...200)
  func generatedTreesRoundTripThroughTextAndLine(seed: Int) throws {
    let tree = RandomTreeGenerator.tree(seed: UInt64(seed))
    #expect(try CoordinatorTree(parsing: tree.render(.text), format: .text) == tree)
    #expect(try CoordinatorTree(parsing: tree.render(.line), format: .line) == tree.outline)
  }

  /// Guards the generator: a set of trees without lifecycles, screens or depth would prove little.
  @Test func generatedTreesCoverLifecyclesScreensDepthAndWidth() {
    let nodes = (1...200).flatMap { RandomTreeGenerator.tree(seed: UInt64($0)).nodes }
    #expect(Set(nodes.map(\.node.lifecycle)) == Set(CoordinatorLifecycle.allCases))
    #expect(nodes.map(\.depth).max() == 4)
    #expect(nodes.map(\.node.children.count).max() == 5)
    #expect(nodes.map(\.node.screens.count).max() == 3)
    #expect(nodes.contains { $0.depth == 0 && $0.node.children.isEmpty })
  }

  @Test func aCombiningMarkAfterASpaceIsPartOfTheName() throws {
    // A space followed by a combining mark is one character that shows the mark, not white
    // space to skip: the mark stays, so the name is not silently another.
    let tree = try CoordinatorTree(parsing: "A( \u{301}B)", format: .line)
    #expect(tree.children.map(\.name) == [" \u{301}B"])
    #expect(try CoordinatorTree(parsing: "A( B)", format: .line).children.map(\.name) == ["B"])
  }

  @Test func lineParsesADeepChainWithoutRecursion() throws {
    let depth = 10_000
    let chain = Self.chain(depth: depth) { CoordinatorTree(name: "N\($0)") }
    let line = chain.render(.line)
    #expect(
      line
        == (0..<depth).map { "N\($0)" }.joined(separator: "(")
        + String(repeating: ")", count: depth - 1))
    // The chain is running and has no screens, so it is its own outline; `outline` itself is
    // not used here because it recurses once per level.
    let parsed = try CoordinatorTree(parsing: line, format: .line)
    #expect(parsed == chain)
    #expect(parsed.count == depth)
  }

  /// The text form repeats four characters of indentation per level on every line, so a chain of
  /// n nodes is about 2n² characters: 10,000 levels would be 200 MB and take about a minute, so
  /// this chain is shorter than the one-line chain above.
  @Test func textParsesADeepChainWithoutRecursion() throws {
    let depth = 1_000
    let chain = Self.chain(depth: depth, node: Self.decorated)
    let parsed = try CoordinatorTree(parsing: chain.render(.text), format: .text)
    #expect(parsed == chain)
    #expect(parsed.nodes.map(\.depth) == Array(0..<depth))
  }

  @Test func bothFormsParseATreeWithTenThousandChildren() throws {
    let width = 10_000
    let tree = CoordinatorTree(name: "Root", children: (0..<width).map(Self.decorated))
    let text = tree.render(.text)
    #expect(text.split(separator: "\n").count == width + 1)
    #expect(try CoordinatorTree(parsing: text, format: .text) == tree)
    #expect(try CoordinatorTree(parsing: tree.render(.line), format: .line) == tree.outline)
    #expect(tree.count == width + 1)
  }

  // MARK: - Tolerance

  @Test(arguments: [
    "A( B ,C )",
    "A(B,C)",
    "  A  (  B  ,  C  )  ",
    "\tA(\n  B,\n  C\n)\n",
  ])
  func lineToleratesWhiteSpaceAroundNamesAndPunctuation(input: String) throws {
    #expect(
      try CoordinatorTree(parsing: input, format: .line)
        == CoordinatorTree(
          name: "A", children: [CoordinatorTree(name: "B"), CoordinatorTree(name: "C")]))
  }

  @Test func textIgnoresTrailingBlankLinesAndReadsAnExplicitRunningLifecycle() throws {
    let expected = CoordinatorTree(
      name: "App", children: [CoordinatorTree(name: "Main", lifecycle: .idle)])
    #expect(
      try CoordinatorTree(parsing: "App (running)\n└── Main (idle)\n\n  \n", format: .text)
        == expected)
  }

  @Test func textReadsTheDrawingNotTheRailGlyphs() throws {
    // Only the width of the indentation matters; the rails and corners need not be consistent.
    #expect(
      try CoordinatorTree(parsing: "R\n└── A\n    ├── B\n├── C", format: .text)
        == CoordinatorTree(
          name: "R",
          children: [
            CoordinatorTree(name: "A", children: [CoordinatorTree(name: "B")]),
            CoordinatorTree(name: "C"),
          ]))
  }

  // MARK: - Errors

  @Test(arguments: [
    ParseFailure("", 1, 1, "expected a name"),
    ParseFailure("   ", 1, 4, "expected a name"),
    ParseFailure("(A)", 1, 1, #"expected a name, found "(""#),
    ParseFailure("A()", 1, 3, #"expected a name, found ")""#),
    ParseFailure("A(B,)", 1, 5, #"expected a name, found ")""#),
    ParseFailure("A(B", 1, 4, #"missing ")""#),
    ParseFailure("A(B(C)", 1, 7, #"missing ")""#),
    ParseFailure("A(B C)", 1, 5, #"expected "," or ")""#),
    ParseFailure("A(B))", 1, 5, #"unexpected ")" after the tree"#),
    ParseFailure("A B", 1, 3, #"unexpected "B" after the tree"#),
    ParseFailure("A, B", 1, 2, #"unexpected "," after the tree"#),
    ParseFailure("A(B) C", 1, 6, #"unexpected "C" after the tree"#),
    ParseFailure("A [#1 Home]", 1, 3, #"unexpected "[" after the tree"#),
  ])
  func lineErrorsNameTheColumnAndTheProblem(failure: ParseFailure) {
    #expect(throws: failure.error(.line)) {
      try CoordinatorTree(parsing: failure.input, format: .line)
    }
  }

  @Test(arguments: [
    ParseFailure("", 1, 1, "the tree is empty"),
    ParseFailure("\n  \n", 1, 1, "the tree is empty"),
    ParseFailure(" A", 1, 1, "expected a name"),
    ParseFailure("A\n└── ", 2, 5, "expected a name"),
    ParseFailure("A\nB", 2, 1, "a second root; only the first line may be unindented"),
    ParseFailure("A\n└── B\n\nC", 3, 1, "a second root; only the first line may be unindented"),
    ParseFailure("└── A", 1, 1, #"unexpected " A" after └──"#),
    ParseFailure("A\n    └── B", 2, 1, "indented more than one level below the line above"),
    ParseFailure(
      "A\n└── B\n        └── C", 3, 1, "indented more than one level below the line above"),
    ParseFailure("A\n    B", 2, 5, #"expected "├── " or "└── " before the name"#),
    ParseFailure("A\n└── B\n│   C", 3, 5, #"expected "├── " or "└── " before the name"#),
    ParseFailure("A (idle", 1, 3, #"missing ")" after the lifecycle"#),
    ParseFailure(
      "A (sleeping)", 1, 4, #"unknown lifecycle "sleeping"; expected idle, running or finished"#),
    ParseFailure(
      "A\n└── Main (Finished)", 2, 11,
      #"unknown lifecycle "Finished"; expected idle, running or finished"#),
    ParseFailure("A ()", 1, 4, #"unknown lifecycle ""; expected idle, running or finished"#),
    ParseFailure(
      "A [#x Home]", 1, 1, #"expected screens as "[#1 Name, #2 Other]", found "[#x Home]""#),
    ParseFailure("A []", 1, 1, #"expected screens as "[#1 Name, #2 Other]", found "[]""#),
    ParseFailure(
      "A [1 Home]", 1, 1, #"expected screens as "[#1 Name, #2 Other]", found "[1 Home]""#),
    ParseFailure("A [#1]", 1, 1, #"expected screens as "[#1 Name, #2 Other]", found "[#1]""#),
    ParseFailure("A [#1 ]", 1, 1, #"expected screens as "[#1 Name, #2 Other]", found "[#1 ]""#),
    ParseFailure(
      "A\n└── B (idle) [#1 Home,#2 Menu]", 2, 5,
      #"expected screens as "[#1 Name, #2 Other]", found "[#1 Home,#2 Menu]""#),
    ParseFailure(
      "A [#1 Home, #2 Two Words]", 1, 1,
      #"expected screens as "[#1 Name, #2 Other]", found "[#1 Home, #2 Two Words]""#),
    ParseFailure("A [#1 Home", 1, 1, #"unexpected " [#1 Home" after A"#),
    ParseFailure("A trailing", 1, 1, #"unexpected " trailing" after A"#),
    ParseFailure("A(idle)", 1, 1, #"unexpected "(idle)" after A"#),
    ParseFailure("A (idle) [#1 Home] more", 1, 1, #"unexpected " [#1 Home] more" after A"#),
    ParseFailure("A\n└── B  (idle)", 2, 5, #"unexpected "  (idle)" after B"#),
  ])
  func textErrorsNameTheLineTheColumnAndTheProblem(failure: ParseFailure) {
    #expect(throws: failure.error(.text)) {
      try CoordinatorTree(parsing: failure.input, format: .text)
    }
  }

  @Test(arguments: [CoordinatorTreeFormat.mermaid, .dot])
  func drawingFormsDoNotParse(format: CoordinatorTreeFormat) {
    let drawing = CoordinatorTree(name: "App", children: [CoordinatorTree(name: "Main")])
      .render(format)
    #expect(
      throws: CoordinatorTreeParseError(
        format: format, line: 1, column: 1,
        reason: "the \(format.rawValue) form is for drawing and cannot be read back")
    ) {
      try CoordinatorTree(parsing: drawing, format: format)
    }
  }

  @Test func parseErrorDescriptionIsLineColumnAndReason() {
    let error = CoordinatorTreeParseError(
      format: .text, line: 2, column: 5, reason: "expected a name")
    #expect(error.description == "line 2, column 5: expected a name")
  }

  /// The one-line parser takes line breaks as white space and names the line of a problem.
  @Test func lineErrorsInInputWithLineBreaksNameTheLineAndColumnOfTheProblem() {
    #expect(
      throws: CoordinatorTreeParseError(
        format: .line, line: 2, column: 5, reason: #"expected "," or ")""#)
    ) {
      try CoordinatorTree(parsing: "A(\n  B C)", format: .line)
    }
  }

  /// Names may be any characters but white space and `( ) , [ ]`, so `└──` is a valid name.
  @Test func aRootNamedLikeABranchRoundTripsThroughText() throws {
    let tree = CoordinatorTree(name: "└──", lifecycle: .idle)
    #expect(try CoordinatorTree(parsing: tree.render(.text), format: .text) == tree)
  }

  /// Lines may end in CRLF, as text pasted from another system does.
  @Test func textWithCRLFLineEndingsParses() throws {
    let tree = CoordinatorTree(name: "A", children: [CoordinatorTree(name: "B")])
    let crlf = tree.render(.text).replacing("\n", with: "\r\n")
    #expect(try CoordinatorTree(parsing: crlf, format: .text) == tree)
  }

  // MARK: - Fixtures

  /// One input the parser must reject, with where and why.
  struct ParseFailure: Sendable, CustomTestStringConvertible {
    let input: String
    let line: Int
    let column: Int
    let reason: String

    init(_ input: String, _ line: Int, _ column: Int, _ reason: String) {
      self.input = input
      self.line = line
      self.column = column
      self.reason = reason
    }

    func error(_ format: CoordinatorTreeFormat) -> CoordinatorTreeParseError {
      CoordinatorTreeParseError(format: format, line: line, column: column, reason: reason)
    }

    var testDescription: String { input.debugDescription }
  }

  /// A chain of `depth` nodes with `node(0)` at the root, built without recursion.
  private static func chain(
    depth: Int, node: (Int) -> CoordinatorTree
  ) -> CoordinatorTree {
    var tree = node(depth - 1)
    for index in stride(from: depth - 2, through: 0, by: -1) {
      var parent = node(index)
      parent.children = [tree]
      tree = parent
    }
    return tree
  }

  /// Node `index` of the big trees: every lifecycle in turn, and a screen on every fourth node.
  private static func decorated(_ index: Int) -> CoordinatorTree {
    CoordinatorTree(
      name: "N\(index)", lifecycle: CoordinatorLifecycle.allCases[index % 3],
      screens: index % 4 == 0 ? [.init(id: index + 1, name: "S\(index)")] : [])
  }
}

/// Hand-picked trees for the round trips, including names at the edge of what the forms allow.
private let examples: [CoordinatorTree] = [
  CoordinatorTree(name: "Solo"),
  CoordinatorTree(name: "Solo", lifecycle: .idle),
  CoordinatorTree(
    name: "Solo", lifecycle: .finished,
    screens: [.init(id: 7, name: "Only"), .init(id: 1_000_000, name: "Other")]),
  sampleTree,
  CoordinatorTree(
    name: "Ünïcödé→🙂",
    children: [
      CoordinatorTree(name: #"q"uo\te"#, screens: [.init(id: 1, name: "#2")]),
      CoordinatorTree(name: "a.b-c_d:e/f", lifecycle: .idle, screens: [.init(id: 3, name: "日本")]),
      CoordinatorTree(
        name: "├──", lifecycle: .idle, children: [CoordinatorTree(name: "│", lifecycle: .finished)]
      ),
    ]),
]

/// Random trees from a seed: the same seed gives the same tree on every run and platform.
private struct RandomTreeGenerator {
  private static let firstCharacters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyzÉß日🙂")
  private static let characters = Array("abcdefghijklmnopqrstuvwxyz0123456789_-.:#/'\"é→🙂")

  private var state: UInt64

  /// The tree for `seed`.
  static func tree(seed: UInt64) -> CoordinatorTree {
    var generator = Self(seed: seed)
    return generator.node(depth: 0)
  }

  private init(seed: UInt64) {
    // xorshift never leaves zero, so the seed is spread and made odd.
    state = (seed &* 0x9E37_79B9_7F4A_7C15) | 1
  }

  /// A node `depth` levels below the root: at most four levels, and up to `6 - depth` children.
  private mutating func node(depth: Int) -> CoordinatorTree {
    let lifecycle = CoordinatorLifecycle.allCases[below(3)]
    var node = CoordinatorTree(name: name(), lifecycle: lifecycle)
    if below(2) == 1 {
      node.screens = (0...below(3)).map { _ in .init(id: 1 + below(9_999), name: name()) }
    }
    let childCount = depth == 4 ? 0 : below(6 - depth)
    node.children = (0..<childCount).map { _ in self.node(depth: depth + 1) }
    return node
  }

  private mutating func name() -> String {
    var name = String(Self.firstCharacters[below(Self.firstCharacters.count)])
    for _ in 0..<below(8) {
      name.append(Self.characters[below(Self.characters.count)])
    }
    return name
  }

  private mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// xorshift64 (Marsaglia, 2003).
  private mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
}

/// Generic type names, with their spaces, commas and brackets, read back as they were written.
@MainActor
@Suite struct GenericNameParsingTests {
  let tree = CoordinatorTree(
    name: "Pair<Int, String>",
    screens: [.init(id: 1, name: "Box<(Int, Int)>"), .init(id: 2, name: "Home")],
    children: [
      CoordinatorTree(name: "Flow<[Int]>", lifecycle: .idle),
      CoordinatorTree(name: "Map<String, (Int) -> Int>"),
    ])

  @Test func theIndentedFormRoundTrips() throws {
    let text = tree.render(.text)
    #expect(
      text == """
        Pair<Int, String> [#1 Box<(Int, Int)>, #2 Home]
        ├── Flow<[Int]> (idle)
        └── Map<String, (Int) -> Int>
        """)
    #expect(try CoordinatorTree(parsing: text, format: .text) == tree)
  }

  @Test func theOneLineFormRoundTripsToTheOutline() throws {
    let line = tree.render(.line)
    #expect(line == "Pair<Int, String>(Flow<[Int]>, Map<String, (Int) -> Int>)")
    #expect(try CoordinatorTree(parsing: line, format: .line) == tree.outline)
  }

  @Test func aBracketThatStartsANameOpensNoArguments() throws {
    let tree = try CoordinatorTree(parsing: "Nav [#1 <Back, #2 Next>]", format: .text)
    #expect(tree.screens == [.init(id: 1, name: "<Back"), .init(id: 2, name: "Next>")])
  }

  @Test func anUnclosedBracketIsNoGenericName() throws {
    #expect(throws: CoordinatorTreeParseError.self) {
      try CoordinatorTree(parsing: "A<B(C", format: .line)
    }
    #expect(try CoordinatorTree(parsing: "A<B(C)", format: .line).render(.line) == "A<B(C)")
  }
}
