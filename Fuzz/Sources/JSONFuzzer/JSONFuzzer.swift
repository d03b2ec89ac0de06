/// libFuzzer's entry point: reads the input as JSON the way the project reads its files, and
/// checks ``JSONOracle``'s contract: what it reads it writes back, on one line and indented,
/// as text it reads again as the same value, every number to the digit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let problems = JSONOracle.problems(bytes)
  if !problems.isEmpty {
    fatalError("JSONFuzzer: \(problems.joined(separator: "\n"))")
  }
  return 0
}
