import Coordinator
import Testing

@MainActor
@Suite struct CoordinatorTreeRenderingTests {
  private let tree = sampleTree

  @Test func text() {
    #expect(
      tree.render(.text) == """
        App [#1 Home]
        ├── Main [#2 Menu]
        │   ├── Game [#3 Board, #4 Score]
        │   │   └── Pause (idle)
        │   └── Settings (finished) [#5 Prefs]
        └── Help (idle)
        """)
  }

  @Test func line() {
    #expect(tree.render(.line) == "App(Main(Game(Pause), Settings), Help)")
  }

  @Test func mermaid() {
    #expect(
      tree.render(.mermaid) == """
        graph TD
          n0["App<br/>#1 Home"]
          n1["Main<br/>#2 Menu"]
          n2["Game<br/>#3 Board<br/>#4 Score"]
          n3["Pause<br/>(idle)"]
          n4["Settings<br/>(finished)<br/>#5 Prefs"]
          n5["Help<br/>(idle)"]
          n0 --> n1
          n1 --> n2
          n2 --> n3
          n1 --> n4
          n0 --> n5
        """)
  }

  @Test func dot() {
    #expect(
      tree.render(.dot) == #"""
        digraph CoordinatorTree {
          node [shape=box];
          n0 [label="App\n#1 Home"];
          n1 [label="Main\n#2 Menu"];
          n2 [label="Game\n#3 Board\n#4 Score"];
          n3 [label="Pause\n(idle)"];
          n4 [label="Settings\n(finished)\n#5 Prefs"];
          n5 [label="Help\n(idle)"];
          n0 -> n1;
          n1 -> n2;
          n2 -> n3;
          n1 -> n4;
          n0 -> n5;
        }
        """#)
  }

  @Test func singleRunningNodeWithoutScreensInEveryFormat() {
    #expect(
      CoordinatorTreeFormat.allCases.map(CoordinatorTree(name: "Solo").render) == [
        "Solo",
        "Solo",
        """
        graph TD
          n0["Solo"]
        """,
        """
        digraph CoordinatorTree {
          node [shape=box];
          n0 [label="Solo"];
        }
        """,
      ])
  }

  @Test func singleFinishedNodeWithScreensInEveryFormat() {
    let solo = CoordinatorTree(
      name: "Solo", lifecycle: .finished,
      screens: [.init(id: 7, name: "Only"), .init(id: 8, name: "Other")])
    #expect(
      CoordinatorTreeFormat.allCases.map(solo.render) == [
        "Solo (finished) [#7 Only, #8 Other]",
        "Solo",
        """
        graph TD
          n0["Solo<br/>(finished)<br/>#7 Only<br/>#8 Other"]
        """,
        #"""
        digraph CoordinatorTree {
          node [shape=box];
          n0 [label="Solo\n(finished)\n#7 Only\n#8 Other"];
        }
        """#,
      ])
  }

  @Test func textDrawsARailOnlyWhileAnAncestorHasSiblingsBelow() {
    let tree = CoordinatorTree(
      name: "R",
      children: [
        CoordinatorTree(
          name: "A",
          children: [CoordinatorTree(name: "A1", children: [CoordinatorTree(name: "A1a")])]),
        CoordinatorTree(
          name: "B",
          children: [
            CoordinatorTree(name: "B1", children: [CoordinatorTree(name: "B1a")]),
            CoordinatorTree(name: "B2"),
          ]),
      ])
    #expect(
      tree.render(.text) == """
        R
        ├── A
        │   └── A1
        │       └── A1a
        └── B
            ├── B1
            │   └── B1a
            └── B2
        """)
    #expect(tree.render(.line) == "R(A(A1(A1a)), B(B1(B1a), B2))")
  }

  @Test func mermaidEscapesQuotesAndAngleBrackets() {
    let tree = CoordinatorTree(
      name: #"Say"Hi""#,
      children: [CoordinatorTree(name: "<Tag>", screens: [.init(id: 1, name: #"A"<B>"#)])])
    #expect(
      tree.render(.mermaid) == """
        graph TD
          n0["Say#quot;Hi#quot;"]
          n1["#lt;Tag#gt;<br/>#1 A#quot;#lt;B#gt;"]
          n0 --> n1
        """)
  }

  @Test func dotEscapesQuotesAndBackslashes() {
    let tree = CoordinatorTree(
      name: #"Say"Hi""#, screens: [.init(id: 1, name: #"C:\Path"#)])
    #expect(
      tree.render(.dot) == #"""
        digraph CoordinatorTree {
          node [shape=box];
          n0 [label="Say\"Hi\"\n#1 C:\\Path"];
        }
        """#)
  }

  @Test func screenDescriptionIsHashIdThenName() {
    #expect(CoordinatorTree.Screen(id: 12, name: "Board").description == "#12 Board")
  }
}
