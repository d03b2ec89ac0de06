import MVVM
import Observation
import Testing

// The listing of `StateDeclaring`'s documentation, compiled and run.

@Observable
final class LoginViewModel: ViewModel, StateDeclaring {
  struct State: Equatable, Sendable {
    var name = ""
    var request = Request.idle
  }
  enum Request: Equatable, Sendable { case idle, running }

  private(set) var state = State()

  func nameChanged(_ name: String) {
    state.name = name
  }
}

/// A screen that shows its view model's state with no code of its own for it.
@MainActor
private final class LoginScreen {
  let title = "Login"
  let viewModel = LoginViewModel()
}

/// A screen that declares nothing.
@MainActor
private final class PlainScreen {
  let title = "Plain"
}

/// A state with one of every kind of part.
private struct EveryPart: Equatable, Sendable {
  enum Phase: Equatable, Sendable {
    case idle
    case failed(String)
    case moved(row: Int, column: Int)
  }
  var text = "a \"b\"\n\u{1B}"
  var count = -3
  var ratio = 0.5
  var infinite = Double.infinity
  var flag = true
  var missing: Int? = nil
  var present: Int? = 4
  var phase = Phase.idle
  var failure = Phase.failed("no")
  var move = Phase.moved(row: 1, column: 2)
  var tags: Set<String> = ["b", "c", "a"]
  var names = ["x", "y"]
  var scores: [String: Int] = ["z": 1, "a": 2]
  var pair = (first: 1, 2)

  static func == (left: Self, right: Self) -> Bool {
    left.text == right.text && left.count == right.count
  }
}

@MainActor
@Suite struct StateDeclaringTests {
  @Test func aViewModelsStateIsReadThroughTheScreenThatHoldsIt() throws {
    let screen = LoginScreen()
    let before = try #require(DeclaredState(of: screen))
    #expect(before.fields.lines == [#"name: """#, "request: idle"])
    screen.viewModel.nameChanged("Ada")
    let after = try #require(DeclaredState(of: screen))
    #expect(after.fields.lines == [#"name: "Ada""#, "request: idle"])
    #expect(!after.isEqual(to: before))
    #expect(after.isEqual(to: DeclaredState(LoginViewModel.State(name: "Ada"))))
    // The view model itself declares it too.
    #expect(DeclaredState(of: screen.viewModel)?.isEqual(to: after) == true)
  }

  @Test func aScreenThatDeclaresNothingHasNoState() {
    #expect(DeclaredState(of: PlainScreen()) == nil)
  }

  @Test func statesOfTwoTypesAreNeverEqual() {
    #expect(!DeclaredState(1).isEqual(to: DeclaredState("1")))
    #expect(DeclaredState(1).isEqual(to: DeclaredState(1)))
  }

  @Test func aStoreWhoseStateIsEquatableDeclaresIt() throws {
    let store = Store<Int, Int>(initialState: 1) { state, action in state += action }
    store.dispatch(2)
    let declared = try #require(DeclaredState(of: store))
    #expect(declared.fields == .fields([StateField(label: "value", value: .number("3"))]))
    #expect(declared.fields.lines == ["value: 3"])
  }

  @Test func everyKindOfPartReadsAsAPersonWouldWriteIt() {
    let fields = DeclaredState(EveryPart()).fields
    #expect(
      fields.lines == [
        #"text: "a \"b\"\n\u{1b}""#,
        "count: -3",
        "ratio: 0.5",
        "infinite: inf",
        "flag: true",
        "missing: nil",
        "present: 4",
        "phase: idle",
        #"failure: failed("no")"#,
        "move: moved(row: 1, column: 2)",
        #"tags: ["a", "b", "c"]"#,
        #"names: ["x", "y"]"#,
        #"scores: [(key: "a", value: 2), (key: "z", value: 1)]"#,
        "pair: (first: 1, 1: 2)",
      ])
    #expect(fields.leafLines.contains("pair.first: 1"))
    #expect(fields.leafLines.contains("move.moved.row: 1") == false)
    #expect(fields.leafLines.contains("move: moved(row: 1, column: 2)"))
  }

  @Test func aChangedFieldIsOneLineOfTheLeaves() {
    struct Form: Equatable, Sendable {
      struct Draft: Equatable, Sendable {
        var title = ""
        var author = ""
      }
      var draft = Draft()
      var changed = false
    }
    var changed = Form()
    changed.draft.title = "Dune"
    #expect(
      DeclaredState(Form()).fields.leafLines == [
        #"draft.title: """#, #"draft.author: """#, "changed: false",
      ])
    #expect(
      DeclaredState(changed).fields.leafLines == [
        #"draft.title: "Dune""#, #"draft.author: """#, "changed: false",
      ])
  }
}
