/// Not Apple's: the stand-in's clock. What UIKit does at the end of an animation — a
/// navigation controller's `didShow`, a transaction's completion block — waits here, in order,
/// until a test ends the animations, or runs at once when ``finishesAtOnce`` is set.
@MainActor
public enum StandInAnimations {
  /// Whether what waits for an animation's end runs as soon as it is scheduled.
  public static var finishesAtOnce = true
  private static var pending: [@MainActor () -> Void] = []
  private static var isFinishing = false

  /// The number of animation ends waiting.
  public static var pendingCount: Int { pending.count }

  /// Schedules `end` for the end of the running animations.
  static func schedule(_ end: @escaping @MainActor () -> Void) {
    pending.append(end)
    if finishesAtOnce, !isFinishing {
      finishAll()
    }
  }

  /// Ends the animations running now, oldest first; what they schedule waits for the next call
  /// unless ``finishesAtOnce`` is set.
  public static func finishAnimations() {
    let running = pending
    pending = []
    for end in running {
      end()
    }
  }

  private static func finishAll() {
    isFinishing = true
    defer { isFinishing = false }
    while !pending.isEmpty {
      finishAnimations()
    }
  }
}
