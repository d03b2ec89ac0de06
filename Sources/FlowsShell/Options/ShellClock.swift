/// The clock the app runs on, as `--clock` names it.
enum ShellClock: String, Equatable, Sendable {
  /// Real time, the default.
  case live
  /// A `ManualClock` that moves only when a line lets time pass (`:wait`), at once.
  case test
}
