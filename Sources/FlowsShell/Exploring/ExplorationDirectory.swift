import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// - Parameter temporary: where it is made: the process's `TMPDIR` by default.
  /// - Throws: an ``ExplorationDataError`` saying why, in a person's words, when the starting
  ///   data is no directory or is larger than ``sizeLimit``, or the directory cannot be made.
  init(
    copying start: URL?, in temporary: URL = FileManager.default.temporaryDirectory
  ) throws(ExplorationDataError) {
    files = try start.map(Self.files(under:)) ?? []
    url = temporary.appending(
      path: "flows-explore-\(UUID().uuidString)", directoryHint: .isDirectory)
    guard mkdir(url.path, 0o700) == 0 else {
      let reason = String(cString: strerror(errno))
      throw ExplorationDataError(
        "cannot make the exploration's temporary directory in \(temporary.path): \(reason) "
          + "(TMPDIR says where it is made)")
    }
    // Its owner's alone, whatever the umask takes from 0700, as FileManager's attributes made it.
    _ = chmod(url.path, 0o700)
    do {
      try reset()
    } catch {
      try? FileManager.default.removeItem(at: url)
      throw ExplorationDataError(
        "cannot copy the starting data for the exploration: \(error)")
    }
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
  private static func files(
    under directory: URL
  ) throws(ExplorationDataError) -> [(path: String, bytes: [UInt8])] {
    let root = directory.resolvingSymlinksInPath().path
    var isDirectory: ObjCBool = false
    // What is not there yet is no data, as for a session; what is there must be a directory.
    if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      throw ExplorationDataError(
        "cannot copy the starting data for the exploration: \(directory.path) is not a "
          + "directory")
    }
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
          "cannot copy the starting data for the exploration: the data in \(root) is larger "
            + "than \(sizeLimit >> 20) MB, too large to copy")
      case .missing, .nullDevice, .special, .unreadable:
        continue
      }
    }
    return found
  }
}

/// Why an exploration cannot start: its starting data cannot be copied, or its temporary
/// directory cannot be made; the whole message.
struct ExplorationDataError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
