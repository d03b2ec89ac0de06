import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the actual value of a failing expectation into the test's source, in place of the
/// literal it was written with: `FlowTester`'s record mode, for the test's author to read and
/// accept.
///
/// The file is rewritten whole, atomically (a new file beside it, renamed over it), through a
/// symbolic link to its target, keeping its permissions. A later recording in the same file
/// in the same run finds its line where the earlier ones moved it.
@MainActor
enum SourceRecorder {
  /// The lines each earlier recording added, by file and by the line it was at.
  private static var shifts: [String: [(line: Int, added: Int)]] = [:]

  /// Replaces the literal of the expectation at `site` with `value`; returns `nil`, or why it
  /// could not.
  static func record(
    _ value: LiteralRewrite.Value, into call: String, at site: CallSite
  ) -> String? {
    rewrite(at: site) { source, line in
      let rewrite = try LiteralRewrite(
        source, line: line, column: Int(site.column), call: call, value: value)
      return (rewrite.text, rewrite.addedLines)
    }
  }

  /// Rewrites the source of `site` with `change`, given the source and the line the call is on
  /// now; returns `nil`, or why it could not.
  static func rewrite(
    at site: CallSite,
    _ change: (String, Int) throws -> (text: String, addedLines: Int)
  ) -> String? {
    let path = URL(fileURLWithPath: String(describing: site.filePath))
      .resolvingSymlinksInPath().path
    let original = Int(site.line)
    let line =
      original + (shifts[path] ?? []).filter { $0.line < original }.reduce(0) { $0 + $1.added }
    do {
      let source = try String(contentsOfFile: path, encoding: .utf8)
      // A file nobody may write is one its owner keeps as it is, even from root, who may.
      let mode =
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
        as? NSNumber)?.intValue ?? 0
      guard mode & 0o222 != 0, access(path, W_OK) == 0 else {
        return "\(path) is not writable"
      }
      let rewritten = try change(source, line)
      try write(rewritten.text, to: path)
      shifts[path, default: []].append((original, rewritten.addedLines))
      return nil
    } catch let failure as LiteralRewrite.Failure {
      return failure.description
    } catch {
      return "\(path) could not be rewritten: \(error.localizedDescription)"
    }
  }

  /// Writes `text` to `path` by a rename over it, keeping its permissions: a new file of its
  /// own beside it (created exclusively, never through a link), filled, synced and renamed.
  private static func write(_ text: String, to path: String) throws {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let mode = (attributes[.posixPermissions] as? NSNumber)?.uint16Value ?? 0o644
    let directory = (path as NSString).deletingLastPathComponent
    let temporary =
      directory + "/." + (path as NSString).lastPathComponent
      + ".record-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    // The mode is set whole, after the umask trimmed it at creation.
    guard fchmod(descriptor, mode_t(mode)) == 0 else {
      close(descriptor)
      unlink(temporary)
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    var bytes = Array(text.utf8)
    var written = 0
    let filled = bytes.withUnsafeMutableBytes { buffer -> Bool in
      while written < buffer.count {
        let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
        guard count > 0 else { return false }
        written += count
      }
      return fsync(descriptor) == 0
    }
    close(descriptor)
    guard filled, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }
}

/// `write(2)`, named apart from ``SourceRecorder``'s own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
