import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

/// Random hostile text through each format's escaping: read back as the format reads it, it is
/// the text itself, and it never holds what would end the string or break a line.
@Suite struct ExploringMapEscapingTests {
  /// Pieces the random texts are made of: every character some format escapes, and words that
  /// mean something to one.
  private static let pieces = [
    "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}",
    "<", ">", "&", "|", "[", "]", "{", "}", "(", ")", "#", ";", ":", "%", "`", "'", "/", " ",
    "a", "Z", "0", "é", "本", "🙂", "style", "classDef", "</script>", "<!--", "%%", "end",
    "\\n", "#quot;", "#35;", "<br>", "-->", "\\N",
  ]

  /// Texts of up to 12 pieces, the same on every run.
  private static let texts: [String] = {
    var random = SeededRandom(seed: 44)
    return (0..<600).map { _ in
      (0..<Int.random(in: 0...12, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
    }
  }()

  /// `text` as the formats show it: line breaks kept, other control characters as escapes.
  private func shown(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      if scalar != "\n" && (scalar.isControl || scalar == "\u{2028}" || scalar == "\u{2029}") {
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  /// What Graphviz reads from a quoted string and shows in a label, `nil` for a string that
  /// would not stay one: a raw quote, a raw control character or an escape a label reads as
  /// something else.
  private func readDot(_ quoted: String) -> String? {
    var scalars = Array(quoted.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
    scalars = Array(scalars.dropFirst().dropLast())
    var read = "", index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\"" || scalar.isControl { return nil }
      if scalar == "\\" {
        guard index + 1 < scalars.count else { return nil }
        switch scalars[index + 1] {
        case "\"": read += "\""
        case "\\": read += "\\"
        case "n": read += "\n"
        default: return nil
        }
        index += 2
      } else {
        read.unicodeScalars.append(scalar)
        index += 1
      }
    }
    return read
  }

  /// What Mermaid shows for a quoted label, `nil` for one that holds anything but its plain
  /// characters, `<br>` and decimal entity codes.
  private func readMermaid(_ quoted: String) -> String? {
    var scalars = Array(quoted.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
    scalars = Array(scalars.dropFirst().dropLast())
    let unsafe: Set<Unicode.Scalar> = ["\"", "|", "[", "]", "{", "}", ";", ":", "%", "`", "&", ">"]
    var read = "", index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "<" {
        guard scalars[index...].starts(with: "<br>".unicodeScalars) else { return nil }
        read += "\n"
        index += 4
      } else if scalar == "#" {
        guard let end = scalars[index...].firstIndex(of: ";"),
          let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<end]))),
          let decoded = Unicode.Scalar(value)
        else { return nil }
        read.unicodeScalars.append(decoded)
        index = end + 1
      } else {
        if scalar.isControl || unsafe.contains(scalar) || scalar == "\u{2028}" { return nil }
        read.unicodeScalars.append(scalar)
        index += 1
      }
    }
    return read
  }

  @Test func dotReadsBackEveryTextAsItIsShown() {
    for text in Self.texts {
      #expect(readDot(ExplorationMap.dotString(text)) == shown(text), "\(text.debugDescription)")
    }
  }

  @Test func mermaidReadsBackEveryTextAsItIsShown() {
    for text in Self.texts where !text.isEmpty {
      #expect(
        readMermaid(ExplorationMap.mermaidString(text)) == shown(text),
        "\(text.debugDescription)")
    }
  }

  @Test func jsonDecodesBackToEveryTextAndHoldsNothingAScriptElementReads() throws {
    for text in Self.texts {
      let json = ExplorationMap.jsonString(text)
      #expect(
        !json.unicodeScalars.contains {
          $0.isControl || "<>&\u{2028}\u{2029}".unicodeScalars.contains($0)
        }, "\(text.debugDescription)")
      let decoded =
        try JSONSerialization.jsonObject(
          with: Data("[\(json)]".utf8)) as? [String]
      #expect(decoded == [text], "\(text.debugDescription)")
    }
  }
}
