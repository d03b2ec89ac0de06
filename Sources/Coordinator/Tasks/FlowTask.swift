/// A task a flow started with ``BaseCoordinator/startTask(priority:fileID:line:_:)``, as a test
/// or a tool sees it: which flow started it, where, and whether it has returned.
///
/// The flow cancels it when it ends, however it ends; it is listed in the flow's
/// ``BaseCoordinator/runningTasks`` until it returns.
@MainActor
public final class FlowTask {
  /// The name of the flow that started the task, as it was then.
  public let flowName: String
  /// The file that started the task, as `#fileID` names it: `LoginApp/LoginFlow.swift`.
  public let fileID: String
  /// The line that started the task.
  public let line: UInt
  /// Whether the task's work has returned.
  public private(set) var isDone = false
  /// The task itself; set once, right after it is made and before it can run.
  package internal(set) var handle: Task<Void, Never>?

  init(flowName: String, fileID: String, line: UInt) {
    self.flowName = flowName
    self.fileID = fileID
    self.line = line
  }

  /// Whether the task was cancelled: its flow ended, or someone cancelled it.
  public var isCancelled: Bool { handle?.isCancelled ?? false }

  /// `LoginFlow.swift:42`, the place that started the task, for a message.
  public var place: String {
    let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(fileName):\(line)"
  }

  /// `LoginFlow, started at LoginFlow.swift:42`: the task as the shell and the explorer name
  /// it.
  package var origin: String { "\(flowName), started at \(place)" }

  /// Cancels the task, as its flow's end does.
  public func cancel() {
    handle?.cancel()
  }

  /// The awaits of a flow — a dialog's answer, a child's result — the task is inside and has
  /// not been answered, by number.
  private var flowAwaits: Set<Int> = []
  private var lastFlowAwait = 0

  /// Whether the task awaits a flow: the answer of a dialog or the result of a child, which
  /// only a person, or the flow's end, gives it.
  package var awaitsFlow: Bool { !flowAwaits.isEmpty }

  /// Called, on the main actor, whenever the task returns or begins or stops awaiting a flow;
  /// dropped once it has returned.
  private var observers: [@MainActor () -> Void] = []

  /// Calls `action` whenever the task returns or begins or stops awaiting a flow; at once if
  /// it has returned.
  package func onChange(_ action: @escaping @MainActor () -> Void) {
    if isDone {
      action()
    } else {
      observers.append(action)
    }
  }

  /// Notes that the task begins to await a flow; returns the number that
  /// `answered(_:)` takes once the flow has answered.
  func beginsAwaitingFlow() -> Int {
    lastFlowAwait += 1
    flowAwaits.insert(lastFlowAwait)
    tellObservers()
    return lastFlowAwait
  }

  /// Notes that the await numbered `number` was answered: the task runs again. Only the first
  /// call for a number counts.
  func answered(_ number: Int) {
    guard flowAwaits.remove(number) != nil else { return }
    tellObservers()
  }

  /// Notes that the task's work returned.
  func markDone() {
    isDone = true
    tellObservers()
    observers = []
  }

  private func tellObservers() {
    for action in observers { action() }
  }
}
