import Foundation
import Testing

/// A `--state` file that `flows` must refuse, and the reason its warning gives.
struct UnreadableStateFile: Sendable, CustomTestStringConvertible {
  let kind: String
  let contents: Data
  let reason: String

  init(_ kind: String, _ contents: Data, _ reason: String) {
    self.kind = kind
    self.contents = contents
    self.reason = reason
  }

  init(_ kind: String, _ text: String, _ reason: String) {
    self.init(kind, Data(text.utf8), reason)
  }

  var testDescription: String { kind }

  static let notState = "it is not a state file"

  /// A state file as `flows` writes one, with a won game.
  static let saved =
    #"{"game":{"difficulty":"easy","hint":"correct","secret":4,"tries":2},"#
    + #""loggedIn":true,"path":"/main/game/result","tabs":[]}"# + "\n"

  static let all: [UnreadableStateFile] = [
    UnreadableStateFile("corrupt JSON", #"{"loggedIn":true,"path":/main/settings}"#, notState),
    UnreadableStateFile("corrupt bytes", Data([0x7B, 0xFF, 0xFE, 0x00, 0x22, 0x7D]), notState),
    UnreadableStateFile(
      "corrupt game", saved.replacing(#""secret":4"#, with: #""secret":40"#), notState),
    UnreadableStateFile("truncated", String(saved.prefix(saved.count / 2)), notState),
    UnreadableStateFile("truncated to nothing", "", notState),
    UnreadableStateFile(
      "foreign: a settings file",
      "{\n  \"difficulty\" : \"hard\",\n  \"profile_name\" : \"Player\",\n  \"sound\" : true\n}",
      notState),
    UnreadableStateFile(
      "foreign: a PNG image", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), notState),
    UnreadableStateFile("foreign: a JSON array", #"["/main/settings"]"#, notState),
    UnreadableStateFile(
      "future version", #"{"loggedIn":true,"path":"/main/settings","version":2}"#,
      "it was written by a newer version of flows (state version 2; this one reads version 1)"),
    UnreadableStateFile(
      "no version number", #"{"loggedIn":true,"path":"/main/settings","version":"2"}"#, notState),
    UnreadableStateFile(
      "too large", Data(repeating: 0x20, count: 65_537), "it is larger than 65536 bytes"),
  ]
}
