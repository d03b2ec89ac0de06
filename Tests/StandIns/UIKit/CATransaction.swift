/// Core Animation's transaction, re-exported by UIKit; the stand-in runs the completion block
/// when the animations scheduled before the commit have ended.
/// https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction: NSObject {
  nonisolated(unsafe) private static var completions: [(() -> Void)?] = []

  /// Not Apple's: the transactions committed so far. The host commits one for each command it
  /// runs, so a test counts the commands with it.
  nonisolated(unsafe) public private(set) static var commitCount = 0

  /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
  open class func begin() {
    completions.append(nil)
  }

  /// https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
  /// Apple: called on the main thread once the group's animations have completed.
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    completions[completions.count - 1] = block
  }

  /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
  open class func commit() {
    commitCount += 1
    nonisolated(unsafe) let block = completions.removeLast()
    MainActor.assumeIsolated {
      StandInAnimations.schedule { block?() }
    }
  }
}
