/// The places an exploration reached and the moves between them: what `--map FILE` draws.
///
/// Places are numbered in the order they were reached, breadth first, so place 0 is where the
/// app starts and a place's number is never smaller than its parent's.
public struct ExplorationMap: Sendable, Equatable {
  /// One place: where the app was after a script, identified by its tree, stacks, path and
  /// what its screens show.
  public struct Place: Sendable, Equatable {
    /// The place's number, its index in ``ExplorationMap/places``.
    public let id: Int
    /// The name of the screen on top, such as `BookDetail`; `(none)` when there is none.
    public let screen: String
    /// The type name of the flow that owns the screen on top, by which the map groups places;
    /// `(none)` when no flow owns it.
    public let flow: String
    /// The path shown, such as `/books/2`; `nil` when the app shows none or reads no paths.
    public let path: String?
    /// The coordinator tree, as `:tree` prints it.
    public let tree: String
    /// Every stack, as `:stack` prints it.
    public let stacks: String
    /// The shortest script from the start that reaches the place, one line each.
    public let script: [String]
    /// What each screen on the stacks shows, one line each: the state it declares, such as
    /// `Editor: (title: "Dune", author: "Frank Herbert", changed: false)`, or what it says;
    /// empty when no screen declares a state or says anything.
    public let states: String
    /// The violations found here, each with the shortest script that shows it, which may reach
    /// the place by another route than ``script``.
    public let violations: [ExplorationViolation]

    /// A place as the explorer records it.
    public init(
      id: Int, screen: String, flow: String, path: String?, tree: String, stacks: String,
      script: [String], states: String = "", violations: [ExplorationViolation] = []
    ) {
      self.id = id
      self.screen = screen
      self.flow = flow
      self.path = path
      self.tree = tree
      self.stacks = stacks
      self.script = script
      self.states = states
      self.violations = violations
    }

    /// The place with `violations` found at it.
    func with(_ violations: [ExplorationViolation]) -> Place {
      Place(
        id: id, screen: screen, flow: flow, path: path, tree: tree, stacks: stacks,
        script: script, states: states, violations: violations)
    }
  }

  /// One move: a line that, typed at place ``from``, took the app to place ``to``.
  public struct Move: Sendable, Equatable {
    /// The place the line was typed at.
    public let from: Int
    /// The place it led to, another than ``from``.
    public let to: Int
    /// The line, such as `open 2` or `:back`.
    public let line: String

    /// A move as the explorer records it.
    public init(from: Int, to: Int, line: String) {
      self.from = from
      self.to = to
      self.line = line
    }
  }

  /// The places, by number.
  public let places: [Place]
  /// The lines that led from one place to another, each once, in the order they were tried.
  public let moves: [Move]
  /// The exploration's summary, ``Exploration/summary``, which the page shows with its counts;
  /// `nil` for a map made by hand.
  public let summary: String?

  /// A map of `places` and `moves`, drawn with `summary` when given.
  public init(places: [Place], moves: [Move], summary: String? = nil) {
    self.places = places
    self.moves = moves
    self.summary = summary
  }
}
