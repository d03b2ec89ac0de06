/// A flow that ends with a value of type `Value`, or with nothing.
///
/// Subclass it instead of ``BaseCoordinator`` for a flow that gets something for its parent:
/// a picked photo, a new item, a confirmed payment. The flow ends with ``finish(with:)``; every
/// other way it can end — ``BaseCoordinator/finish()``, the back button or a swipe-down taking
/// its first screen, its parent removing it, an ancestor ending or being released — ends it
/// with nothing. Its parent starts it with
/// ``BaseCoordinator/runChild(_:on:animated:onResult:)`` or awaits
/// ``BaseCoordinator/runChild(_:on:animated:)`` and hears, exactly once, which it was.
///
/// ```swift
/// final class NewItemFlow: ReturningCoordinator<Item> {
///   func onSave(_ item: Item) { finish(with: item) }
/// }
/// ```
@MainActor
open class ReturningCoordinator<Value: Sendable>: BaseCoordinator {
  /// Whoever waits for the result, which keeps the value until the flow has ended: the flow
  /// stores no `Value?` of its own, whose every access looked up its generic metadata.
  private var receiver: ResultReceiver<Value>?

  /// Creates an idle flow that has no result yet.
  public override init() {
    super.init()
  }

  /// Ends the flow with `value`, as ``BaseCoordinator/finish()`` ends it, and tells its parent.
  ///
  /// Does nothing when the flow has already ended: the first way it ends decides its result.
  public func finish(with value: Value) {
    guard lifecycle != .finished else { return }
    receiver?.keep(value)
    finish()
  }

  /// Makes `receiver` the one the flow tells its result when it ends; the flow has not started.
  func setResultReceiver(_ receiver: ResultReceiver<Value>) {
    precondition(self.receiver == nil, "\(name) already has a parent waiting for its result")
    self.receiver = receiver
  }

  override func deliverResult() {
    guard let receiver else { return }
    self.receiver = nil
    receiver.deliver()
  }
}
