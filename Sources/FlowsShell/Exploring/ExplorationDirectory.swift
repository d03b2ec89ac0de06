import Foundation

/// The data directory an exploration runs on: a fresh temporary directory, holding a copy of
/// the starting data the person gave (`--data-dir`), put back before every fresh app and
/// removed at the end. The person's own directory is only ever read.
final class ExplorationDirectory {
  /// The temporary directory the apps are given.
  let url: URL
  /// The starting files, by path relative to ``url``.
  private let files: [(path: String, bytes: Data)]

  /// A fresh directory holding a copy of the regular files under `start`, if any. Symbolic
  /// links are not followed: a link in the person's data could lead a write out of the copy.
  init(copying start: URL?) throws {
    url = FileManager.default.temporaryDirectory.appending(
      path: "flows-explore-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    files = start.map(Self.regularFiles(under:)) ?? []
    try reset()
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Puts the directory back as it started: the starting files, and nothing else.
  func reset() throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
      try FileManager.default.removeItem(at: url.appending(path: name))
    }
    for file in files {
      let target = url.appending(path: file.path, directoryHint: .notDirectory)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.bytes.write(to: target)
    }
  }

  /// The regular files under `directory`, read once, by relative path.
  private static func regularFiles(under directory: URL) -> [(path: String, bytes: Data)] {
    let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey]
    guard
      let walk = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: keys, options: [])
    else { return [] }
    let base = directory.standardizedFileURL.path
    var found: [(String, Data)] = []
    for case let item as URL in walk {
      let values = try? item.resourceValues(forKeys: Set(keys))
      guard values?.isSymbolicLink != true, values?.isRegularFile == true,
        let bytes = try? Data(contentsOf: item)
      else { continue }
      let path = item.standardizedFileURL.path
      found.append((String(path.dropFirst(base.count + 1)), bytes))
    }
    return found
  }
}
