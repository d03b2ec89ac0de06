import Foundation

/// What makes a platform-layer file a layer that forwards and decides nothing: it is compiled
/// only where its platform is, it is short enough to read in one sitting, and its code has no
/// branch, loop or comparison of its own. A `switch` is allowed only as the one mapping of a
/// `PlatformCommand` to the platform's calls, and `guard` only as `guard let self`.
struct ForwardingCheck {
  /// The most lines a platform-layer file may have.
  static let lineLimit = 120

  /// The `#if canImport(…)` a file of this layer must begin with.
  let platform: String

  /// What in `source`, the text of file `name`, is more than forwarding; empty when nothing is.
  func violations(in source: String, name: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [String] = []
    if lines.count > Self.lineLimit {
      found.append("\(name): \(lines.count) lines, more than \(Self.lineLimit)")
    }
    let code = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    if code.first != "#if canImport(\(platform))" || code.last != "#endif" {
      found.append("\(name): not inside #if canImport(\(platform)) … #endif")
    }
    for (index, line) in lines.enumerated() {
      let text = Self.codeOnly(line)
      for pattern in Self.denied where text.firstMatch(of: pattern.regex) != nil {
        found.append(
          "\(name):\(index + 1): \(pattern.name): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  /// The line without its comment, its string literals' contents and its `#if`/`#endif`.
  static func codeOnly(_ line: String) -> String {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("//") || trimmed.hasPrefix("#if") || trimmed.hasPrefix("#endif") {
      return ""
    }
    let withoutStrings = trimmed.replacing(/"[^"]*"/, with: "\"\"")
    return String(withoutStrings.split(separator: "//", maxSplits: 1).first ?? "")
  }

  /// A denied construct and how it is found.
  struct Denied: @unchecked Sendable {
    let name: String
    let regex: Regex<Substring>
  }

  static let denied: [Denied] = [
    Denied(name: "if", regex: /\bif\b/),
    Denied(name: "guard", regex: /\bguard\b(?! let self else \{ return \})/),
    Denied(name: "else", regex: /\belse\b(?! \{ return \})/),
    Denied(name: "loop", regex: /\b(?:for|while|repeat)\b(?!:)/),
    Denied(name: "switch", regex: /\bswitch\b(?! command \{)/),
    Denied(name: "default case", regex: /\bdefault:/),
    Denied(name: "comparison", regex: /==|!=|<=|>=|&&|\|\|/),
    Denied(name: "ternary", regex: /\s\?\s[^:]+\s:\s/),
  ]
}
