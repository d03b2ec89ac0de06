extension CoordinatorTree {
  /// Renders the tree in `format`.
  ///
  /// ```
  /// AppCoordinator
  /// └── MainFlowCoordinator [#1 Main]
  ///     ├── GameFlowCoordinator [#2 Game, #3 Result]
  ///     └── SettingsFlowCoordinator (idle)
  /// ```
  public func render(_ format: CoordinatorTreeFormat) -> String {
    switch format {
    case .text: renderText()
    case .line: renderLine()
    case .mermaid: renderMermaid()
    case .dot: renderDOT()
    }
  }

  /// The label of this node alone in the indented form: name, lifecycle unless running, tabs,
  /// screens.
  var textLabel: String {
    var label = name
    if lifecycle != .running {
      label += " (\(lifecycle.rawValue))"
    }
    if let tabs {
      label += " \(tabs)"
    }
    if !screens.isEmpty {
      label += " [\(screens.map(\.description).joined(separator: ", "))]"
    }
    return label
  }

  private func renderText() -> String {
    var lines: [String] = []
    // Each pending item carries the prefix of its children's lines.
    var pending: [(node: CoordinatorTree, prefix: String, branch: String)] = [(self, "", "")]
    while let (node, prefix, branch) = pending.popLast() {
      lines.append(branch + node.textLabel)
      for (index, child) in node.children.enumerated().reversed() {
        let isLast = index == node.children.count - 1
        pending.append(
          (child, prefix + (isLast ? "    " : "│   "), prefix + (isLast ? "└── " : "├── ")))
      }
    }
    return lines.joined(separator: "\n")
  }

  private func renderLine() -> String {
    var output = ""
    Self.writeLine(self, name: \.name, children: \.children, into: &output)
    return output
  }

  private func renderMermaid() -> String {
    var lines = ["graph TD"]
    var edges: [String] = []
    forEachNumbered { number, parent, node in
      var label = Self.mermaidEscaped(node.name)
      if node.lifecycle != .running {
        label += "<br/>(\(node.lifecycle.rawValue))"
      }
      if let tabs = node.tabs {
        label += "<br/>" + Self.mermaidEscaped(tabs.description)
      }
      for screen in node.screens {
        label += "<br/>" + Self.mermaidEscaped(screen.description)
      }
      lines.append("  n\(number)[\"\(label)\"]")
      if let parent {
        edges.append("  n\(parent) --> n\(number)")
      }
    }
    return (lines + edges).joined(separator: "\n")
  }

  private func renderDOT() -> String {
    var lines = ["digraph CoordinatorTree {", "  node [shape=box];"]
    var edges: [String] = []
    forEachNumbered { number, parent, node in
      var parts = [node.name]
      if node.lifecycle != .running {
        parts.append("(\(node.lifecycle.rawValue))")
      }
      if let tabs = node.tabs {
        parts.append(tabs.description)
      }
      parts += node.screens.map(\.description)
      let label = parts.map(Self.dotEscaped).joined(separator: "\\n")
      lines.append("  n\(number) [label=\"\(label)\"];")
      if let parent {
        edges.append("  n\(parent) -> n\(number);")
      }
    }
    return (lines + edges + ["}"]).joined(separator: "\n")
  }

  /// Visits every node, parent first, numbering nodes from 0 in that order.
  private func forEachNumbered(_ visit: (Int, Int?, CoordinatorTree) -> Void) {
    var next = 0
    var pending: [(parent: Int?, node: CoordinatorTree)] = [(nil, self)]
    while let (parent, node) = pending.popLast() {
      let number = next
      next += 1
      visit(number, parent, node)
      pending.append(contentsOf: node.children.reversed().map { (number, $0) })
    }
  }

  private static func mermaidEscaped(_ text: String) -> String {
    text.replacing("\"", with: "#quot;").replacing("<", with: "#lt;").replacing(">", with: "#gt;")
  }

  private static func dotEscaped(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
  }
}
