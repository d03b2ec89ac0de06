import Foundation

/// The lines typed at the prompt, for ↑ and ↓, kept in `DATA_DIR/history` across sessions.
///
/// At most ``maximumLines`` lines are kept, the newest last. Each line typed is added to the
/// file at once, under the data directory's lock and atomically, after reading it again: two
/// sessions sharing a directory keep both their lines. The file is written through a symlink
/// to its target; something there that is not a regular file is never replaced (the history
/// then lives in memory, and ``warning`` says so once). `/dev/null` keeps nothing.
final class LineHistory {
  /// The most lines kept, in memory and in the file.
  static let maximumLines = 1_000

  /// The largest history file read; beyond it, the oldest lines are dropped.
  static let maximumSize = 1 << 20

  /// The file, or `nil` for a history in memory only.
  let path: String?
  /// The lines, oldest first.
  private(set) var lines: [String]
  /// Why the file could not be kept, once, for the person; `nil` when all is well.
  private(set) var warning: String?
  private var warned = false

  /// The history in `path`, read now; `nil` keeps it in memory.
  init(path: String?) {
    self.path = path
    lines = path.map(Self.read) ?? []
  }

  /// Adds `line`, unless it is the newest line already, and writes it to the file.
  func add(_ line: String) {
    guard lines.last != line else { return }
    lines.append(line)
    if lines.count > Self.maximumLines {
      lines.removeFirst(lines.count - Self.maximumLines)
    }
    guard let path else { return }
    do {
      let warnings = try Self.append(line, to: path)
      if let first = warnings.first, !warned {
        warned = true
        warning = first
      }
    } catch {
      guard !warned else { return }
      warned = true
      warning = "the history is not saved: \(error)"
    }
  }

  /// Returns the warning not yet shown and forgets it.
  func takeWarning() -> String? {
    defer { warning = nil }
    return warning
  }

  /// The lines of the file at `path` the prompt shows, oldest first: none when it is missing
  /// or unreadable.
  private static func read(_ path: String) -> [String] {
    guard case .bytes(let bytes, let truncated, _) = FileContents.read(path, limit: maximumSize)
    else { return [] }
    return shown(records(in: bytes, truncated: truncated))
  }

  /// Every line `bytes` hold, as its bytes, oldest first: those the prompt will not show too,
  /// so that a line added writes them back as they were.
  private static func records(in bytes: [UInt8], truncated: Bool) -> [[UInt8]] {
    var found = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map(Array.init)
    // The break that ends the last line leaves nothing after it, which is no line.
    if bytes.last == UInt8(ascii: "\n") || bytes.isEmpty { found.removeLast() }
    // A file cut at the limit ends inside a line: that line is not one that was typed.
    if truncated, !found.isEmpty { found.removeLast() }
    return found
  }

  /// The lines of `records` the prompt can show and recall, at most ``maximumLines``: not an
  /// empty one, a longer one than a line may be, one that is not UTF-8 or holds a control
  /// character (a NUL included).
  private static func shown(_ records: [[UInt8]]) -> [String] {
    let typed = records.compactMap { record -> String? in
      guard !record.isEmpty, record.count <= LineReader.maximumLineLength,
        let line = String(validating: record, as: UTF8.self),
        !line.unicodeScalars.contains(where: \.isControl)
      else { return nil }
      return line
    }
    return Array(typed.suffix(maximumLines))
  }

  /// Adds `line` to the file at `path` as it is now, keeping its newest lines, as they were
  /// written whether the prompt shows them or not: as many as the file's limit holds, so that
  /// the next session reads every line written.
  /// - Returns: warnings, such as a history file that could not be read, set aside.
  private static func append(_ line: String, to path: String) throws(FileWriteError) -> [String] {
    let file = DataFile(
      path: path, label: "history file", maximumSize: maximumSize, nullDeviceKeepsNothing: true,
      decode: { records(in: $0, truncated: false) })
    return try file.update { found in
      var kept = found ?? []
      kept.append(Array(line.utf8))
      var newest: [[UInt8]] = []
      var size = 0
      for record in kept.suffix(maximumLines).reversed() {
        size += record.count + 1
        guard size <= maximumSize else { break }
        newest.append(record)
      }
      return newest.reversed().flatMap { $0 + [UInt8(ascii: "\n")] }
    }
  }
}
