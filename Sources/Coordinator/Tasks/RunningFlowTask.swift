/// The flow task the current code runs in, for a `ManualClock` to tell which task sleeps on
/// it; child tasks and unstructured tasks made inside one inherit it.
enum RunningFlowTask {
  @TaskLocal static var current: FlowTask?
}
