@_spi(Files) import Coordinator
@_spi(Files) import FlowsShell
import Foundation

/// `shelf.json` in a data directory, under the project's one file discipline (``DataFile``):
/// read at start; at each change, read again under the directory's lock, the change applied to
/// what it holds (``ShelfChange``: merged by book id), and written whole and atomically.
///
/// A corrupt file is moved to `shelf.json.corrupt` (or the first free `shelf.json.corrupt.N`)
/// with a warning, and the initial shelf is used; something that is not a regular file is left
/// alone, with a warning, and nothing is saved over it. Keys this version does not know, at
/// the top level and in each book, are kept; nothing is written that the next start would
/// refuse (larger than ``maximumSize``, or an id beyond ``Book/maximumID``).
struct ShelfFile: Sendable {
  /// The largest shelf file read, and so written: room for thousands of books.
  static let maximumSize = 4 << 20

  let directory: URL

  var url: URL { directory.appending(path: "shelf.json", directoryHint: .notDirectory) }

  /// The file under the discipline: read when it holds a valid shelf.
  var file: DataFile<Shelf> {
    DataFile(
      path: url.path, label: "shelf file", maximumSize: Self.maximumSize, decode: Self.shelf(in:))
  }

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
    switch file.read() {
    case .missing:
      return Loaded(shelf: .initial, isWritable: true)
    case .contents(let shelf):
      return Loaded(shelf: shelf, isWritable: true)
    case .nullDevice:
      return Loaded(shelf: .initial, warning: notRegular(.device), isWritable: false)
    case .special(let kind):
      return Loaded(shelf: .initial, warning: notRegular(kind), isWritable: false)
    case .unreadable(let reason):
      return Loaded(
        shelf: .initial,
        warning: "cannot read shelf file \(url.path): \(reason); using the initial shelf, and "
          + "changes are not saved", isWritable: false)
    case .corrupt(let aside?):
      return Loaded(
        shelf: .initial, warning: "shelf file \(url.path) is corrupt; moved it to \(aside)",
        isWritable: true)
    case .corrupt(nil):
      return Loaded(
        shelf: .initial,
        warning: "shelf file \(url.path) is corrupt and could not be moved aside; using the "
          + "initial shelf, and changes are not saved", isWritable: false)
    }
  }

  /// Applies `change` to the shelf the file holds now (`known`, the session's own shelf
  /// before the change, when there is no file) and writes the result.
  ///
  /// - Returns: the shelf as written, with every other session's changes, and warnings.
  /// - Throws: ``FileWriteError`` when the file cannot be written, is not a regular file, or
  ///   the change cannot be applied to it; the file on disk is then unchanged.
  func save(
    _ change: ShelfChange, known: Shelf
  ) throws(FileWriteError) -> (shelf: Shelf, warnings: [String]) {
    var written = known
    let warnings = try file.update { found throws(FileWriteError) in
      var shelf = found ?? known
      guard change.apply(to: &shelf) else {
        throw FileWriteError(path: url.path, reason: "the shelf has no id left for a new book")
      }
      written = shelf
      return try Self.bytes(of: shelf)
    }
    return (written, warnings)
  }

  /// The valid shelf `bytes` hold, if they hold one.
  static func shelf(in bytes: [UInt8]) -> Shelf? {
    guard let shelf = try? JSONValue.decode(Shelf.self, from: bytes), shelf.isValid
    else { return nil }
    return shelf
  }

  /// The file's text for `shelf`: one line, sorted keys, so that a shelf read at the size limit
  /// is written no larger than a change makes it; the numbers of keys this version does not
  /// know as they were read.
  static func bytes(of shelf: Shelf) throws(FileWriteError) -> [UInt8] {
    guard let bytes = try? JSONValue.bytes(of: shelf) else {
      throw FileWriteError(path: "shelf.json", reason: "cannot encode the shelf")
    }
    return bytes + [0x0A]
  }

  private func notRegular(_ kind: FileTarget.Special) -> String {
    "shelf file \(url.path) is \(kind.rawValue), not a regular file; using the initial shelf, "
      + "and changes cannot be saved"
  }
}
