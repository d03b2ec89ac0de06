#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock(2)` on a directory, held while one process reads, merges and writes a
/// file in it, so that two processes sharing a data directory never lose each other's update.
///
/// The lock is on the directory itself, so no lock file is made; it is advisory and only
/// other processes wait for it. Where the directory cannot be opened or locked (a
/// file system without locks), or a caught signal ends the wait, the body runs unlocked: the
/// writes stay atomic, and only the merge of two processes' updates is then not guaranteed.
enum DirectoryLock {
  /// Runs `body` holding the lock on `directory`.
  static func withLock<T, Failure: Error>(
    on directory: String, _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    // Tried without blocking, so that a holder stopped with Ctrl-Z cannot keep a signal from
    // ending this process: once one has come, the body runs unlocked (its write still atomic).
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, !TerminationSignals.haveArrived else {
        return try body()
      }
      usleep(1_000)
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
