import Coordinator
import MVVM

/// Renders each line as one JSON object on one line, with exactly the keys of the contract.
///
/// The keys, in this order: `line`, `input` (`null` when the line could not
/// be read as text), `ok`, `screen`, `path`, `tree` (the one-line form),
/// `messages`, then `state` only for a screen that declares one, `result` and `error`; then
/// `running`, only while the app's work runs at the answer; then, only after a line the app
/// had notes about, `warnings`: its write failure first, then its warnings, each a string
/// naming the file and why. The notes
/// go to stderr too, as in text mode, since `error` belongs to lines that were not accepted.
struct JSONRenderer: Sendable {
  /// Colour for stderr.
  var errorStyle: TextStyle = .plain
  /// The program's name, which starts every message on stderr.
  var name = "flows"

  /// The object for line `number`, holding `input`, after it ran with `outcome`.
  func render(
    line number: Int, input: String?, outcome: LineOutcome, snapshot: AppSnapshot
  ) -> RenderedOutput {
    var object = UTF8Buffer(capacity: 512)
    writeStart(line: number, input: input, outcome: outcome, to: &object)
    object.append(constant: ",\"screen\":")
    Self.write(snapshot.screen, to: &object)
    object.append(constant: ",\"path\":")
    Self.write(snapshot.path, to: &object)
    object.append(constant: ",\"tree\":")
    Self.write(snapshot.tree, to: &object)
    Self.write(messages: snapshot.messages, to: &object)
    Self.write(state: snapshot.state, to: &object)
    writeEnd(outcome: outcome, to: &object)
    var rendered = RenderedOutput()
    rendered.output = object.text
    rendered.errors = errors(line: number, outcome: outcome)
    return rendered
  }

  /// Appends the object for line `number`, holding `input`, after it ran with `outcome`, to
  /// `object`, with what the app shows read as it is written: the top screen `shown` and its
  /// `state`, the current `path` and the tree under `root`; the same bytes as
  /// ``render(line:input:outcome:snapshot:)`` writes of a snapshot of them, with no snapshot
  /// made.
  @MainActor
  func write(
    line number: Int, input: String?, outcome: LineOutcome, shown: ShownScreen,
    state: StateValue?, path: FlowPath?, root: any FlowCoordinator, to object: inout UTF8Buffer
  ) {
    writeStart(line: number, input: input, outcome: outcome, to: &object)
    object.append(constant: ",\"screen\":")
    Self.write(shown.name, to: &object)
    object.append(constant: ",\"path\":")
    Self.write(path, to: &object)
    object.append(constant: ",\"tree\":")
    Self.writeTree(of: root, to: &object)
    Self.write(messages: shown.messages, to: &object)
    Self.write(state: state, to: &object)
    writeEnd(outcome: outcome, to: &object)
  }

  /// What line `number` writes to stderr after running with `outcome`: the app's notes.
  func errors(line number: Int, outcome: LineOutcome) -> String {
    TextRenderer.notes(line: number, outcome: outcome, style: errorStyle, name: name)
  }

  // Bytes, written in order with nothing built on the side: the keys are constants and need no
  // escaping.

  /// Appends the keys before what the app shows: `line`, `input` and `ok`.
  private func writeStart(
    line number: Int, input: String?, outcome: LineOutcome, to object: inout UTF8Buffer
  ) {
    object.append(constant: "{\"line\":")
    object.append(decimal: number)
    object.append(constant: ",\"input\":")
    Self.write(input, to: &object)
    object.append(constant: outcome.error == nil ? ",\"ok\":true" : ",\"ok\":false")
  }

  /// Appends the key `messages` and its array.
  private static func write(messages: [String], to object: inout UTF8Buffer) {
    object.append(constant: ",\"messages\":[")
    for index in messages.indices {
      if index > 0 { object.append(ascii: UInt8(ascii: ",")) }
      write(messages[index], to: &object)
    }
    object.append(ascii: UInt8(ascii: "]"))
  }

  /// Appends the keys after what the app shows, `result`, `error` and, when the app had notes,
  /// `warnings`, and ends the object.
  private func writeEnd(outcome: LineOutcome, to object: inout UTF8Buffer) {
    object.append(constant: ",\"result\":")
    Self.write(outcome.result, to: &object)
    object.append(constant: ",\"error\":")
    Self.write(outcome.error?.escapingControlCharacters, to: &object)
    if !outcome.running.isEmpty {
      object.append(constant: ",\"running\":[")
      for index in outcome.running.indices {
        if index > 0 { object.append(ascii: UInt8(ascii: ",")) }
        Self.write(outcome.running[index].escapingControlCharacters, to: &object)
      }
      object.append(ascii: UInt8(ascii: "]"))
    }
    let notes = outcome.notes
    if !notes.isEmpty {
      // In the order stderr says them.
      object.append(constant: ",\"warnings\":[")
      let all = (notes.writeFailure.map { [$0] } ?? []) + notes.warnings
      for index in all.indices {
        if index > 0 { object.append(ascii: UInt8(ascii: ",")) }
        Self.write(all[index].escapingControlCharacters, to: &object)
      }
      object.append(ascii: UInt8(ascii: "]"))
    }
    object.append(constant: "}\n")
  }

  /// `text` as a JSON string, or `null`.
  static func encode(_ text: String?) -> String {
    var encoded = UTF8Buffer(capacity: 0)
    write(text, to: &encoded)
    return encoded.text
  }

  /// Appends `text` as a JSON string, or `null`, to `output`.
  static func write(_ text: String?, to output: inout UTF8Buffer) {
    guard var text else {
      output.append(constant: "null")
      return
    }
    output.append(ascii: UInt8(ascii: "\""))
    text.withUTF8 { writeEscaped($0, to: &output) }
    output.append(ascii: UInt8(ascii: "\""))
  }

  /// Appends `path` as a JSON string, `/main/settings` and `/` for the root path, or `null`:
  /// what ``write(_:to:)`` writes of its `description`, without making that string.
  static func write(_ path: FlowPath?, to output: inout UTF8Buffer) {
    guard let path else {
      output.append(constant: "null")
      return
    }
    output.append(ascii: UInt8(ascii: "\""))
    if path.isEmpty { output.append(ascii: UInt8(ascii: "/")) }
    // A slash needs no escape, and each component is whole characters: escaping them one by
    // one writes what escaping the joined string writes.
    for var component in path.components {
      output.append(ascii: UInt8(ascii: "/"))
      component.withUTF8 { writeEscaped($0, to: &output) }
    }
    output.append(ascii: UInt8(ascii: "\""))
  }

  /// Appends the one-line form of the tree under `root` as a JSON string: what
  /// ``write(_:to:)`` writes of `CoordinatorTree.line(of:)`, without making that string.
  @MainActor
  static func writeTree(of root: any FlowCoordinator, to output: inout UTF8Buffer) {
    output.append(ascii: UInt8(ascii: "\""))
    let start = output.bytes.count
    CoordinatorTree.appendLine(of: root, to: &output.bytes)
    // Type names need no escape; a name that does is taken back and written escaped.
    let needsEscape = output.bytes.withUnsafeBufferPointer { bytes in
      firstEscape(in: UnsafeBufferPointer(rebasing: bytes[start...])) != nil
    }
    if needsEscape {
      let line = Array(output.bytes[start...])
      output.bytes.removeSubrange(start...)
      line.withUnsafeBufferPointer { writeEscaped($0, to: &output) }
    }
    output.append(ascii: UInt8(ascii: "\""))
  }
}
