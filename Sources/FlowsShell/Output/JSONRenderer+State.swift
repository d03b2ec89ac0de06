import MVVM

extension JSONRenderer {
  /// Appends the key `state` and its object, when the screen declares a state.
  static func write(state: StateValue?, to object: inout UTF8Buffer) {
    guard let state else { return }
    object.append(constant: ",\"state\":")
    // Always fields: a state that is not read as fields is under `value`.
    write(state, to: &object)
  }

  /// Appends `value` as JSON: fields as an object, a list as an array, a string, a name or a
  /// case as a string, a number as its text, `true`, `false` or `null`.
  private static func write(_ value: StateValue, to output: inout UTF8Buffer) {
    switch value {
    case .string(let text), .name(let text):
      write(text, to: &output)
    case .number(let text):
      output.bytes.append(contentsOf: text.utf8)
    case .bool(let flag):
      output.append(constant: flag ? "true" : "false")
    case .null:
      output.append(constant: "null")
    case .list(let elements):
      output.append(ascii: UInt8(ascii: "["))
      for index in elements.indices {
        if index > 0 { output.append(ascii: UInt8(ascii: ",")) }
        write(elements[index], to: &output)
      }
      output.append(ascii: UInt8(ascii: "]"))
    case .fields(let fields):
      output.append(ascii: UInt8(ascii: "{"))
      for index in fields.indices {
        if index > 0 { output.append(ascii: UInt8(ascii: ",")) }
        write(fields[index].label, to: &output)
        output.append(ascii: UInt8(ascii: ":"))
        write(fields[index].value, to: &output)
      }
      output.append(ascii: UInt8(ascii: "}"))
    case .choice(let name, let payload):
      output.append(ascii: UInt8(ascii: "{"))
      write(name, to: &output)
      output.append(ascii: UInt8(ascii: ":"))
      write(payload, to: &output)
      output.append(ascii: UInt8(ascii: "}"))
    }
  }
}
