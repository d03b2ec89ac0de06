import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waits until one of a few descriptors is readable on a thread of its own, so that the caller
/// — the prompt, on the main actor — holds no thread meanwhile and the app's work runs.
enum Readiness {
  /// Whether one of `descriptors` became readable (or reached its end, or failed) within
  /// `milliseconds`.
  static func wait(for descriptors: [Int32], milliseconds: Int32) async -> Bool {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var requests = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var ready: Int32
        repeat {
          ready = poll(&requests, nfds_t(requests.count), milliseconds)
        } while ready < 0 && errno == EINTR
        continuation.resume(returning: ready != 0)
      }
    }
  }
}
