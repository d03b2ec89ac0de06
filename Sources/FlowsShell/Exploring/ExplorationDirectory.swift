import Foundation

/// The data directory an exploration runs on: a fresh temporary directory that only its owner
/// may read, holding a copy of the starting data the person gave (`--data-dir`), put back
/// before every fresh app and removed at the end. The person's own directory is only ever read.
final class ExplorationDirectory {
  /// The most starting data copied, all files together.
  static let sizeLimit = 64 << 20

  /// The temporary directory the apps are given.
  let url: URL
  /// The starting files, by path relative to ``url``.
  private let files: [(path: String, bytes: [UInt8])]

  /// A fresh directory holding a copy of the files under `start`, if any: a file a symbolic
  /// link names is copied as a file of its own, so no write can follow a link out of the copy,
  /// and directories behind links, FIFOs, sockets and devices are left out, as are empty files,
  /// which every file the project keeps reads as none.
  ///
  /// - Throws: an error saying why, when the directory cannot be made or the starting data is
  ///   larger than ``sizeLimit``.
  init(copying start: URL?) throws {
    files = try start.map(Self.files(under:)) ?? []
    url = FileManager.default.temporaryDirectory.appending(
      path: "flows-explore-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(
      at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    try reset()
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Puts the directory back as it started: the starting files, and nothing else, each
  /// written as every file the project writes is (``DataFile``).
  func reset() throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
      try FileManager.default.removeItem(at: url.appending(path: name))
    }
    for file in files {
      let target = url.appending(path: file.path, directoryHint: .notDirectory)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      let copy = DataFile(
        path: target.path, label: "copy of the starting data", maximumSize: Self.sizeLimit,
        unreadable: .leave, createsDirectory: false, decode: { $0 })
      try copy.update { _ in file.bytes }
    }
  }

  /// The files under `directory`, read once, by relative path; links to files are read through.
  private static func files(under directory: URL) throws -> [(path: String, bytes: [UInt8])] {
    let root = directory.resolvingSymlinksInPath().path
    guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
    var found: [(String, [UInt8])] = []
    var total = 0
    while let relative = walk.nextObject() as? String {
      let path = root + "/" + relative
      var isDirectory: ObjCBool = false
      // Followed: a link to a directory is not walked (the enumerator does not enter it).
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      switch FileContents.read(path, limit: sizeLimit - total) {
      case .bytes([], false, _):
        continue
      case .bytes(let bytes, false, _):
        total += bytes.count
        found.append((relative, bytes))
      case .bytes(_, true, _):
        throw ExplorationDataError(
          "the data in \(root) is larger than \(sizeLimit >> 20) MB, too large to copy")
      case .missing, .nullDevice, .special, .unreadable:
        continue
      }
    }
    return found
  }
}

/// Why the starting data of an exploration cannot be copied.
struct ExplorationDataError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
