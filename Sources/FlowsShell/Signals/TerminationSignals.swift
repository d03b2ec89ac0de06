#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP, turned into a byte on a pipe, so a session ends after its line.
///
/// The handler does nothing but write the signal's number to the pipe (async-signal-safe);
/// the shell's reads and blocked writes wait on the pipe too, and end when a byte is there:
/// the line being run finishes, `--state` is saved, and `flows` exits with 128 plus the
/// signal's number. In-process tests make one without handlers and call ``deliver(_:)``.
///
/// `@unchecked Sendable` only so that the shell's sources and sinks can hold it: it is used on
/// the main thread alone, which is where `flows` runs its session.
final class TerminationSignals: @unchecked Sendable {
  /// The signals caught.
  static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The pipe's read end, which a `poll(2)` waits on beside the shell's input or output.
  let descriptor: Int32
  private let writeEnd: Int32
  // Set once, on the main thread, by the first `received` that finds a byte.
  private var first: Int32?

  /// A pipe with no handler yet; `nil` when no pipe can be made.
  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for index in ends.indices {
      // Never 0, 1 or 2, even when one was closed: stdout read as the pipe would wait for ever.
      if ends[index] <= STDERR_FILENO {
        let moved = fcntl(ends[index], F_DUPFD_CLOEXEC, STDERR_FILENO + 1)
        _ = close(ends[index])
        ends[index] = moved
      }
    }
    guard ends.allSatisfy({ $0 > STDERR_FILENO }) else {
      ends.filter { $0 >= 0 }.forEach { _ = close($0) }
      return nil
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    descriptor = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    // A handler still installed must not write to a descriptor number reused later.
    if handlesSignals {
      signalWords[0] = -1
    }
    close(descriptor)
    close(writeEnd)
  }

  /// Catches ``caught`` for the whole process, reporting them to this pipe.
  ///
  /// Without `SA_RESTART`, so that a `read` or `write` blocked in the kernel returns. The
  /// signals are unblocked too: a program that starts `flows` from a thread that blocks them
  /// (as Dispatch's worker threads do) would otherwise pass the block on, and they would
  /// never arrive.
  func install() {
    signalWords[0] = writeEnd
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in Self.caught {
      sigaddset(&unblocked, number)
    }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for number in Self.caught {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = reportSignal
      #else
        action.__sigaction_u.__sa_handler = reportSignal
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(number, &action, nil)
    }
  }

  /// What a handler does for `signal`: one byte on the pipe.
  func deliver(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(writeEnd, &byte, 1)
  }

  /// The first signal received, if any has been.
  var received: Int32? {
    if let first { return first }
    var byte: UInt8 = 0
    guard read(descriptor, &byte, 1) == 1 else { return nil }
    first = Int32(byte)
    return first
  }

  /// Whether a signal has been received, without taking it from the pipe.
  ///
  /// Asked after every line, so it reads a flag rather than make a system call (see
  /// `Benchmarks/NOTES.md`); a pipe made without handlers, as tests make one, is polled.
  var isPending: Bool {
    if first != nil { return true }
    if handlesSignals { return signalArrived() }
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) == 1
  }

  /// Whether the installed handler has caught a signal, for code that holds no pipe.
  static var haveArrived: Bool { signalArrived() }

  /// Whether ``install()`` made this pipe the one the handler writes to.
  private var handlesSignals: Bool { signalWords[0] == writeEnd }
}

// What the handler touches: two words of raw memory, `volatile sig_atomic_t` in C terms. A
// Swift global `var` would not do: the handler's write, interrupting the main thread's read of
// the same global, is a conflicting access that the run-time exclusivity check traps. The
// pointer itself is a `let`, made on the main thread by `install()` before any handler runs;
// the words are one aligned `Int32` each. The flag is read on the main thread, which is also
// where the handler runs: every other thread of `flows` is one of Dispatch's, which block all
// signals.

/// `[0]`: the write end the handler writes to; `[1]`: 1 once a signal arrived.
nonisolated(unsafe) private let signalWords: UnsafeMutablePointer<Int32> = {
  let words = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
  words.initialize(repeating: 0, count: 2)
  words[0] = -1
  return words
}()

/// Reads the flag; not inlined, so the read is made anew at every call.
@inline(never)
private func signalArrived() -> Bool {
  signalWords[1] != 0
}

/// The handler of every caught signal: async-signal-safe, it sets a flag and writes a byte.
private func reportSignal(_ signal: Int32) {
  let saved = errno
  signalWords[1] = 1
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(signalWords[0], &byte, 1)
  errno = saved
}
