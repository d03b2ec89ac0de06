import FlowsShell
import Foundation

/// `shelf.json` in a data directory: read at start, written whole and atomically at each
/// change, under the directory's lock.
///
/// A corrupt file is moved to `shelf.json.corrupt` (or the first free `shelf.json.corrupt.N`)
/// with a warning, and the initial shelf is used; something that is not a regular file is left
/// alone, with a warning, and nothing is saved over it.
struct ShelfFile: Sendable {
  /// The largest shelf file read: room for thousands of books.
  static let maximumSize = 4 << 20

  let directory: URL

  var url: URL { directory.appending(path: "shelf.json", directoryHint: .notDirectory) }

  /// What reading the file found.
  struct Loaded {
    var shelf: Shelf
    /// A warning for the person, if any.
    var warning: String?
    /// Whether changes may be written: not over a file that could not be read, nor over a
    /// corrupt one that could not be set aside, nor over something that is not a file.
    var isWritable: Bool
  }

  /// The shelf the file holds, or the initial one, a warning, and whether it may be written.
  func load() -> Loaded {
    switch FileContents.read(url.path, limit: Self.maximumSize) {
    case .missing:
      return Loaded(shelf: .initial, isWritable: true)
    case .nullDevice:
      return Loaded(shelf: .initial, warning: notRegular(.device), isWritable: false)
    case .special(let kind):
      return Loaded(shelf: .initial, warning: notRegular(kind), isWritable: false)
    case .unreadable(let reason):
      return Loaded(
        shelf: .initial,
        warning: "cannot read shelf file \(url.path): \(reason); using the initial shelf, and "
          + "changes are not saved", isWritable: false)
    case .bytes(let bytes, let truncated, let identity):
      if !truncated, let shelf = try? JSONDecoder().decode(Shelf.self, from: Data(bytes)),
        shelf.isValid
      {
        return Loaded(shelf: shelf, isWritable: true)
      }
      let aside = DirectoryLock.withLock(on: directory.path) {
        (try? FileTarget.resolve(url.path)).flatMap { SetAside.move($0, read: identity) }
      }
      guard let aside else {
        return Loaded(
          shelf: .initial,
          warning: "shelf file \(url.path) is corrupt and could not be moved aside; using the "
            + "initial shelf, and changes are not saved", isWritable: false)
      }
      return Loaded(
        shelf: .initial, warning: "shelf file \(url.path) is corrupt; moved it to \(aside)",
        isWritable: true)
    }
  }

  /// Writes `shelf` over the file, atomically.
  ///
  /// - Throws: ``FileWriteError`` when the file cannot be written or is not a regular file;
  ///   the file on disk is then unchanged.
  func save(_ shelf: Shelf) throws(FileWriteError) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw FileWriteError(path: directory.path, reason: "cannot create the data directory")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(shelf) else {
      throw FileWriteError(path: url.path, reason: "cannot encode the shelf")
    }
    try DirectoryLock.withLock(on: directory.path) { () throws(FileWriteError) in
      try AtomicFile.save(Array(data), to: try FileTarget.resolve(url.path))
    }
  }

  private func notRegular(_ kind: FileTarget.Special) -> String {
    "shelf file \(url.path) is \(kind.rawValue), not a regular file; using the initial shelf, "
      + "and changes cannot be saved"
  }
}
