import Foundation

/// What makes a platform-layer file a layer that forwards and decides nothing: it is compiled
/// only where its platform is, it is short enough to read in one sitting, and its code has no
/// branch, loop or comparison of its own. A `switch` is allowed only as the one mapping of a
/// `PlatformCommand` to the platform's calls, and `guard` only as `guard let self`.
struct ForwardingCheck {
  /// The most lines a platform-layer file may have.
  static let lineLimit = 120

  /// The platform whose `#if canImport(…)` a file of this layer must begin with.
  let platform: String

  /// The condition a file of this layer must begin with: UIKit's navigation controllers are
  /// iOS's (tvOS has no edge swipe, watchOS no navigation controller), SwiftUI is Apple's; on
  /// Linux, only the test-only PlatformLayers module compiles them, against the stand-ins
  /// (`PLATFORM_STAND_INS`), never the shipped CoordinatorBridge, which may see the stand-in
  /// modules in the shared module directory.
  var condition: String {
    platform == "UIKit"
      ? "#if canImport(UIKit) && (os(iOS) || PLATFORM_STAND_INS)"
      : "#if canImport(\(platform)) && (!os(Linux) || PLATFORM_STAND_INS)"
  }

  /// What in `source`, the text of file `name`, is more than forwarding; empty when nothing is.
  func violations(in source: String, name: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [String] = []
    if lines.count > Self.lineLimit {
      found.append("\(name): \(lines.count) lines, more than \(Self.lineLimit)")
    }
    let code = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    if code.first != condition || code.last != "#endif" {
      found.append("\(name): not inside \(condition) … #endif")
    }
    for (index, line) in lines.enumerated() {
      let text = Self.codeOnly(line)
      for denied in Self.denied(in: text) {
        found.append(
          "\(name):\(index + 1): \(denied): \(line.trimmingCharacters(in: .whitespaces))")
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
    var code = ""
    var inString = false
    for character in trimmed {
      if character == "\"" {
        inString.toggle()
        code.append(character)
      } else if !inString {
        code.append(character)
      }
    }
    return String(code.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0])
  }

  /// The names of what `code`, one line without comments or strings, does beyond forwarding.
  /// Scanned by hand rather than with regular expressions, whose compiled literals the
  /// toolchain's `_StringProcessing` leaks under LeakSanitizer.
  static func denied(in code: String) -> [String] {
    var found: [String] = []
    let words = Self.words(in: code)
    let allowedGuard = code.contains("guard let self else { return }")
    for (word, next) in words {
      switch word {
      case "if": found.append("if")
      case "guard" where !allowedGuard: found.append("guard")
      case "else" where !allowedGuard: found.append("else")
      case "for", "while", "repeat": if next != ":" { found.append("loop") }
      case "switch" where !code.contains("switch command {"): found.append("switch")
      case "default" where next == ":": found.append("default case")
      default: break
      }
    }
    if ["==", "!=", "<=", ">=", " < ", " > ", "&&", "||"].contains(where: code.contains) {
      found.append("comparison")
    }
    if let question = code.range(of: " ? "), code[question.upperBound...].contains(" : ") {
      found.append("ternary")
    }
    return found
  }

  /// Each identifier of `code` with the first character after it that is not a space.
  static func words(in code: String) -> [(word: String, next: Character?)] {
    var words: [(word: String, next: Character?)] = []
    var current = ""
    var pending: String?
    for character in code {
      if character.isLetter || character.isNumber || character == "_" {
        if let word = pending {
          words.append((word, character))
          pending = nil
        }
        current.append(character)
        continue
      }
      if !current.isEmpty {
        pending = current
        current = ""
      }
      if character != " ", let word = pending {
        words.append((word, character))
        pending = nil
      }
    }
    if let word = pending ?? (current.isEmpty ? nil : current) {
      words.append((word, nil))
    }
    return words
  }
}
