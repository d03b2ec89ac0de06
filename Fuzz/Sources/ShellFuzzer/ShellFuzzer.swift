import Foundation
import FuzzDriver
import SampleGameApp

/// libFuzzer's entry point: runs the input as a `flows` script on the whole app, in-process.
///
/// The bytes go through the shell's line reader, parser, dispatcher and renderers by
/// `HeadlessSession.run(bytes:json:)`, once as text and once as JSON, each in a fresh session,
/// so that every input is reproducible. Beyond crashes and what AddressSanitizer and
/// LeakSanitizer report, it stops on what the shell's contract rules out: an exit status other
/// than 0, 1 or 65; a JSON line that does not parse or lacks a key; line numbers that do not
/// grow; the two renderings leaving the app on different paths.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShell(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated {
    // libFuzzer calls this on the main thread, outside any main-queue block.
    runToEnd { await ShellFuzzer.check(bytes) }
  }
  return 0
}

@MainActor
enum ShellFuzzer {
  /// The keys of a JSON line, in the contract's order.
  static let keys = [
    "line", "input", "ok", "screen", "path", "tree", "messages", "result", "error",
  ]

  static func check(_ bytes: [UInt8]) async {
    let textSession = HeadlessSession(seed: 7)
    let text = await textSession.run(bytes: bytes)
    require([0, 1, 65].contains(text.status), "exit status \(text.status)")

    let jsonSession = HeadlessSession(seed: 7)
    let json = await jsonSession.run(bytes: bytes, json: true)
    require(json.status == text.status, "JSON status \(json.status), text \(text.status)")
    require(json.errors.isEmpty, "JSON wrote to stderr: \(json.errors)")
    require(jsonSession.path == textSession.path, "paths differ after the same script")
    checkJSONLines(json.output)
  }

  private static func checkJSONLines(_ output: String) {
    var lastLine = 0
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
      guard let object = object as? [String: Any] else {
        fail("not a JSON object: \(String(reflecting: String(line)))")
      }
      // `state` only for a screen that declares one: Login and Game do.
      require(
        Set(object.keys).subtracting(["state"]) == Set(keys)
          && (object["state"] == nil || object["state"] is [String: Any]),
        "keys \(object.keys.sorted())")
      guard let number = object["line"] as? Int, number > lastLine else {
        fail("line number \(object["line"] ?? "none") after \(lastLine)")
      }
      lastLine = number
    }
    require(output.isEmpty || output.hasSuffix("\n"), "output does not end its last line")
  }

  private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      fail(message())
    }
  }

  private static func fail(_ message: String) -> Never {
    fatalError("ShellFuzzer: \(message)")
  }
}
