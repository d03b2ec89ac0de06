import Coordinator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point: reads the input as a link, with the fuzzer's origins and with none.
///
/// The bytes are the string when they are UTF-8, and are decoded with U+FFFD for each bad
/// sequence when they are not. `FlowLink(parsing:origins:)` must keep ``LinkOracle``'s contract
/// (the same result as a reference that reads the bytes on its own, valid components and query
/// items, printed forms that read back as the same link) and take no more than linear time: at
/// most ``LinkFuzzer/budget(forBytes:)``, the fastest of three tries, which a parser with
/// quadratic work exceeds on the longest links (the seeds `long-query` and `long-path` are
/// such links).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLink(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let text = String(decoding: bytes, as: UTF8.self)
  LinkFuzzer.checkParsing(text, origins: LinkOracle.origins)
  LinkFuzzer.checkParsing(text, origins: [])
  LinkFuzzer.checkTime(text, origins: LinkOracle.origins)
  return 0
}

enum LinkFuzzer {
  static func checkParsing(_ text: String, origins: [LinkOrigin]) {
    let problems = LinkOracle.problems(text, origins: origins)
    require(problems.isEmpty, problems.joined(separator: "\n"))
  }

  /// The longest a link of `count` bytes may take to read, in seconds: linear in its length,
  /// with room for AddressSanitizer, a debug build and a busy machine (a link of 4096 bytes
  /// reads in at most about 8 ms here; one quadratic pass over its query takes 80 to 300 ms).
  static func budget(forBytes count: Int) -> Double {
    0.010 + 0.000_010 * Double(count)
  }

  /// Reads the link three times and checks the fastest against ``budget(forBytes:)``.
  ///
  /// Always three times, timed in `Double`s and compared without a branch: libFuzzer follows
  /// the branches taken and the integers compared, and a time must steer neither, or a fixed
  /// seed would try other inputs on another run.
  static func checkTime(_ text: String, origins: [LinkOrigin]) {
    func timed() -> Double {
      let start = now()
      _ = try? FlowLink(parsing: text, origins: origins)
      return now() - start
    }
    let fastest = least(least(timed(), timed()), timed())
    let budget = budget(forBytes: text.utf8.count)
    require(fastest <= budget, "reading \(text.utf8.count) bytes took \(fastest) s, over \(budget)")
  }

  /// The smaller of `a` and `b`, without a branch or a comparison (`min` and `fmin` take one).
  private static func least(_ a: Double, _ b: Double) -> Double {
    (a + b - (a - b).magnitude) / 2
  }

  /// The monotonic clock, in seconds.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      fatalError("LinkFuzzer: \(message())")
    }
  }
}
