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
  var handle: Task<Void, Never>?

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

  /// Cancels the task, as its flow's end does.
  public func cancel() {
    handle?.cancel()
  }

  /// Called once each, on the main actor, when the task's work returns.
  private var whenDone: [@MainActor () -> Void] = []

  /// Calls `action` when the task's work returns: at once if it has.
  package func onDone(_ action: @escaping @MainActor () -> Void) {
    if isDone {
      action()
    } else {
      whenDone.append(action)
    }
  }

  /// Notes that the task's work returned.
  func markDone() {
    isDone = true
    let actions = whenDone
    whenDone = []
    for action in actions { action() }
  }
}
