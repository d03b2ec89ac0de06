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

  /// The shelf the file holds, or the initial one, and a warning for the person, if any.
  func load() -> (shelf: Shelf, warning: String?) {
    switch FileContents.read(url.path, limit: Self.maximumSize) {
    case .missing:
      return (.initial, nil)
    case .nullDevice:
      return (.initial, notRegular(.device))
    case .special(let kind):
      return (.initial, notRegular(kind))
    case .unreadable(let reason):
      return (.initial, "cannot read shelf file \(url.path): \(reason); using the initial shelf")
    case .bytes(let bytes, let truncated, let identity):
      if !truncated, let shelf = try? JSONDecoder().decode(Shelf.self, from: Data(bytes)),
        shelf.isValid
      {
        return (shelf, nil)
      }
      let aside = (try? FileTarget.resolve(url.path)).flatMap { target in
        DirectoryLock.withLock(on: target.directory) { SetAside.move(target, read: identity) }
      }
      guard let aside else {
        return (.initial, "shelf file \(url.path) is corrupt and could not be moved aside")
      }
      return (.initial, "shelf file \(url.path) is corrupt; moved it to \(aside)")
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
