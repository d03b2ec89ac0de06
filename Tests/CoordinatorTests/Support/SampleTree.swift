import Coordinator

/// A tree with three levels below the root, siblings on two levels, idle and finished nodes,
/// and screens on the root, on a running node and on a finished one: the rendering goldens'
/// subject and one of the parsing round trips.
let sampleTree = CoordinatorTree(
  name: "App", screens: [.init(id: 1, name: "Home")],
  children: [
    CoordinatorTree(
      name: "Main", screens: [.init(id: 2, name: "Menu")],
      children: [
        CoordinatorTree(
          name: "Game", screens: [.init(id: 3, name: "Board"), .init(id: 4, name: "Score")],
          children: [CoordinatorTree(name: "Pause", lifecycle: .idle)]),
        CoordinatorTree(
          name: "Settings", lifecycle: .finished, screens: [.init(id: 5, name: "Prefs")]),
      ]),
    CoordinatorTree(name: "Help", lifecycle: .idle),
  ])
