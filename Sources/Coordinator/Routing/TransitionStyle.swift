/// How long a router's transitions take.
public enum TransitionStyle: Hashable, Sendable {
  /// Every transition completes as soon as it starts.
  case immediate
  /// A transition stays in flight until ``StackRouter/completeTransition()`` is called,
  /// as an animation would on a real platform; calls made meanwhile are queued.
  case manual
}
