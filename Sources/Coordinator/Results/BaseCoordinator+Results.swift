extension BaseCoordinator {
  /// Starts `child` as ``startChild(_:on:animated:then:)`` does and calls `onResult` once, when
  /// it ends, with the value it finished with or `nil`.
  ///
  /// `onResult` runs however the child ends: with ``ReturningCoordinator/finish(with:)`` it
  /// gets the value; every other way — ``finish()`` without one, its screens taken by the
  /// back button or a swipe-down, ``removeDependency(_:)-(BaseCoordinator)``, an ancestor
  /// ending or being released — it gets `nil`. When the child ends itself, `onResult` runs
  /// after its screens were asked off `router` and it left the tree; when something else ends
  /// it, right after the ``didEnd()`` of everything that ends with it.
  ///
  /// ```swift
  /// runChild(NewItemFlow(router: router), on: router) { [weak self] item in
  ///   if let item { self?.show(item) }
  /// }
  /// ```
  ///
  /// When an ancestor ends the child, this coordinator has ended too: check ``lifecycle``
  /// before starting anything in answer to `nil`, since a finished flow takes no child. The
  /// child holds `onResult` until it ends, and `onResult` may run while an ancestor is being
  /// released, so capture this coordinator weakly, as above, never `unowned`. The
  /// preconditions of ``startChild(_:on:animated:then:)`` apply.
  ///
  /// - Parameters:
  ///   - child: A flow that has not started.
  ///   - router: The router that shows the child's screens.
  ///   - animated: Whether taking the remaining screens off is animated.
  ///   - onResult: Runs once, with the value the child finished with, or `nil`.
  public func runChild<Value>(
    _ child: ReturningCoordinator<Value>, on router: any Router, animated: Bool = true,
    onResult: @escaping @MainActor (Value?) -> Void
  ) {
    run(child, on: router, animated: animated, into: ResultReceiver(callback: onResult))
  }

  /// Starts `child` as ``startChild(_:on:animated:then:)`` does and returns, once it has ended,
  /// the value it finished with, or `nil`.
  ///
  /// It returns however the child ends, as ``runChild(_:on:animated:onResult:)`` calls its
  /// callback, and after the same point; as there, check ``lifecycle`` before acting on `nil`.
  /// Cancelling the awaiting task ends the child on the main actor's next turn, with nothing
  /// unless it ended with a value first; when the task is already cancelled, `child` does not
  /// start and `nil` is returned at once.
  ///
  /// The awaiting task holds this coordinator until the child ends. A coordinator that awaits
  /// is therefore never released while it waits: end it with ``finish()``, or cancel the task,
  /// rather than letting it go. Its ancestors may be released; that ends it, and the child.
  ///
  /// ```swift
  /// func addItem() async {
  ///   guard let item = await runChild(NewItemFlow(router: router), on: router) else { return }
  ///   show(item)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - child: A flow that has not started.
  ///   - router: The router that shows the child's screens.
  ///   - animated: Whether taking the remaining screens off is animated.
  /// - Returns: The value the child finished with, or `nil` when it ended another way.
  public func runChild<Value>(
    _ child: ReturningCoordinator<Value>, on router: any Router, animated: Bool = true
  ) async -> Value? {
    guard !Task.isCancelled else { return nil }
    // Awaiting a flow, a task of a flow is at rest: only a person, or an end, answers it.
    let task = RunningFlowTask.current
    let mark = task?.beginsAwaitingFlow()
    let answered: @MainActor () -> Void = { if let task, let mark { task.answered(mark) } }
    defer { answered() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let receiver = ResultReceiver(continuation, whenTold: answered)
        run(child, on: router, animated: animated, into: receiver)
      }
    } onCancel: {
      Task { @MainActor [weak child] in child?.finish() }
    }
  }

  private func run<Value>(
    _ child: ReturningCoordinator<Value>, on router: any Router, animated: Bool,
    into receiver: ResultReceiver<Value>
  ) {
    // `startChild` stops the program for a child that has already started.
    child.setResultReceiver(receiver)
    startChild(child, on: router, animated: animated)
  }
}
