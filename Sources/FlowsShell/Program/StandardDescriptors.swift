#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, output and error as the process started with them: any that was closed is
/// opened on `/dev/null`, so that no descriptor `flows` opens later takes its number.
///
/// A pipe, a file or a lock opened as descriptor 1 would take everything written to standard
/// output (and the signal pipe on 0 or 1 once made `flows` wait for ever), so this runs before
/// anything is opened. What a closed descriptor then means is CLI.md's "Closed descriptors":
/// a closed stdin reads as empty, a closed stderr drops what is written to it, and the caller
/// ends at once with status 74 when stdout was closed ("Closed output").
enum StandardDescriptors {
  /// Opens `/dev/null` onto each of 0, 1 and 2 that is closed, and returns those that were.
  ///
  /// Opened for reading and writing, whichever the descriptor is for; one that cannot be
  /// opened (no `/dev/null`) is still returned, and left closed.
  static func openClosedOnNullDevice() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      // The lowest free number: this one, when those below it are open (they are by now).
      let opened = open("/dev/null", O_RDWR)
      if opened >= 0, opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
    return closed
  }
}
