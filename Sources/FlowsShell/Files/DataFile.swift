@_spi(Files) import Coordinator
import Foundation

/// A file the project keeps — settings, the shelf, `--state`, the history, a benchmark's
/// results — read and written under the one discipline every such file shares.
///
/// - **Atomic**: a write is a new file beside the old one, flushed, then renamed over it
///   (``AtomicFile``); a reader, or a process killed at any moment, sees one or the other whole.
/// - **Symlink-safe**: a write goes through a symlink to its target; only a regular file, or
///   nothing, is ever replaced; a replaced file keeps its mode.
/// - **Locked read–merge–write**: ``update(_:)`` holds the lock of the file's directory while
///   it reads the file as it is now and hands it to a merge, so a change another process made
///   since this one read the file is merged, not lost.
/// - **Never writing what it would refuse to read**: what a merge returns is checked by the
///   very test ``read()`` applies (``maximumSize``, then ``decode``) before it is written.
///
/// `Document` is what the file holds once read, such as a `Shelf`: ``read()`` and
/// ``update(_:)`` hand it over decoded, so that no caller reads the bytes a second time.
/// - **A file it cannot read is kept whole**: set aside as `NAME.corrupt`, `NAME.corrupt.2`, …
///   (names that never run out), or left where it is, as ``Unreadable`` says.
///
/// Keeping the keys a file holds that this version does not know is the merge's part: see
/// ``JSONValue/keepingUnknownKeys(of:roundTripped:)``.
@_spi(Files)
public struct DataFile<Document: Sendable>: Sendable {
  /// What becomes of a file found that this program cannot read.
  public enum Unreadable: Sendable {
    /// Moved aside, kept whole for the person to look at; a new file is written in its place.
    case setAside
    /// Left where it is, and nothing is written over it.
    case leave
  }

  /// What ``read()`` found.
  public enum Reading: Sendable {
    /// Nothing at the path, or an empty file.
    case missing
    /// What a file this program reads holds.
    case contents(Document)
    /// `/dev/null`.
    case nullDevice
    /// A directory, FIFO, socket or device: never read, never replaced.
    case special(FileTarget.Special)
    /// A file that could not be read: what the system said.
    case unreadable(String)
    /// A file this program does not read; where it was set aside, or `nil` when it was left.
    case corrupt(setAsideTo: String?)
  }

  /// The path asked for; a symlink there stays a link.
  public let path: String
  /// How messages name the file, such as `shelf file`.
  public let label: String
  /// The largest file read, and so the largest written.
  public let maximumSize: Int
  /// What becomes of a file this program cannot read.
  public let unreadable: Unreadable
  /// Whether `/dev/null` means "keep nothing": read as missing and never written, without
  /// an error. Otherwise it is refused like any other device.
  public let nullDeviceKeepsNothing: Bool
  /// The program messages name as the one that reads and writes the file, such as `flows`.
  public let program: String
  /// Whether ``update(_:)`` makes the file's directory, a data directory, when it is missing.
  public let createsDirectory: Bool
  /// What bytes (never empty) hold, or `nil` when they are not a file this program reads.
  public let decode: @Sendable ([UInt8]) -> Document?

  /// The file at `path`, named `label` in messages, read when `decode` reads it.
  public init(
    path: String, label: String, maximumSize: Int, unreadable: Unreadable = .setAside,
    nullDeviceKeepsNothing: Bool = false, createsDirectory: Bool = true,
    program: String = "flows", decode: @escaping @Sendable ([UInt8]) -> Document?
  ) {
    self.program = program
    self.createsDirectory = createsDirectory
    self.path = path
    self.label = label
    self.maximumSize = maximumSize
    self.unreadable = unreadable
    self.nullDeviceKeepsNothing = nullDeviceKeepsNothing
    self.decode = decode
  }

  /// Reads the file; one this program does not read is set aside (or left) as ``unreadable``
  /// says.
  public func read() -> Reading {
    switch FileContents.read(path, limit: maximumSize) {
    case .missing, .bytes([], _, _):
      return .missing
    case .nullDevice:
      return nullDeviceKeepsNothing ? .missing : .nullDevice
    case .special(let kind):
      return .special(kind)
    case .unreadable(let reason):
      return .unreadable(reason)
    case .bytes(let bytes, let truncated, let identity):
      if !truncated, let document = decode(bytes) { return .contents(document) }
      guard unreadable == .setAside, let target = try? FileTarget.resolve(path) else {
        return .corrupt(setAsideTo: nil)
      }
      let aside = DirectoryLock.withLock(on: target.directory) {
        SetAside.move(target, read: identity)
      }
      return .corrupt(setAsideTo: aside)
    }
  }

  /// Under the lock of the file's directory, reads the file as it is now, gives what it holds
  /// to `merge` (`nil` when there is no file, or when one this program cannot read was just
  /// set aside), and writes the bytes `merge` returns in its place; `nil` writes nothing.
  ///
  /// - Returns: warnings for the person, such as a file set aside.
  /// - Throws: ``FileWriteError`` when the file cannot be read to merge, is not a regular file,
  ///   cannot be set aside or written, or when what `merge` returned is not a file this
  ///   program reads (too large, or refused by ``decode``). The file is then as it was.
  @discardableResult
  public func update(
    _ merge: (Document?) throws(FileWriteError) -> [UInt8]?
  ) throws(FileWriteError) -> [String] {
    if createsDirectory {
      let directory = FileTarget(path: path, kind: .missing).directory
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw FileWriteError(path: directory, reason: "cannot create the data directory")
      }
    }
    let first = try FileTarget.resolve(path)
    if first.kind == .nullDevice && nullDeviceKeepsNothing { return [] }
    return try DirectoryLock.withLock(on: first.directory) { () throws(FileWriteError) in
      // Resolved again under the lock: another process may have written there meanwhile.
      try updateLocked(target: try FileTarget.resolve(path), merge)
    }
  }

  private func updateLocked(
    target: FileTarget, _ merge: (Document?) throws(FileWriteError) -> [UInt8]?
  ) throws(FileWriteError) -> [String] {
    var target = target
    var warnings: [String] = []
    var current: Document?
    switch target.kind {
    case .nullDevice:
      if nullDeviceKeepsNothing { return [] }
      throw .notRegular(target.path, kind: .device, program: program)
    case .special(let kind):
      throw .notRegular(target.path, kind: kind, program: program)
    case .missing, .regular:
      switch FileContents.read(target.path, limit: maximumSize) {
      case .missing, .nullDevice, .bytes([], _, _):
        break
      case .special(let kind):
        throw .notRegular(target.path, kind: kind, program: program)
      case .unreadable(let reason):
        throw FileWriteError(
          path: target.path, reason: "cannot read it to update it (\(reason)); left as it is")
      case .bytes(let bytes, let truncated, let identity):
        if !truncated, let document = decode(bytes) {
          current = document
        } else if unreadable == .leave {
          throw FileWriteError(
            path: target.path, reason: "it is not a \(label) \(program) can read; left as it is")
        } else if let aside = SetAside.move(target, read: identity) {
          warnings.append("\(label) \(path) was corrupt; moved it to \(aside)")
          target = try FileTarget.resolve(path)
        } else {
          throw FileWriteError(
            path: target.path, reason: "it is corrupt and cannot be moved aside")
        }
      }
    }
    guard let bytes = try merge(current) else { return warnings }
    try check(bytes, for: target)
    try AtomicFile.save(bytes, to: target)
    return warnings
  }

  /// Throws unless `bytes` are a file that ``read()`` reads back as written.
  private func check(_ bytes: [UInt8], for target: FileTarget) throws(FileWriteError) {
    guard bytes.count <= maximumSize else {
      throw FileWriteError(
        path: target.path,
        reason: "it would be \(bytes.count) bytes, more than the \(maximumSize) \(program) reads; "
          + "not written")
    }
    guard !bytes.isEmpty, decode(bytes) != nil else {
      throw FileWriteError(
        path: target.path,
        reason: "what would be written is not a \(label) \(program) reads back; "
          + "not written")
    }
  }
}

extension DataFile.Reading: Equatable where Document: Equatable {}
