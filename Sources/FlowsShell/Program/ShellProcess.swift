/// What the process gives `flows`: arguments, environment, standard streams, terminals.
///
/// `main.swift` builds it from the real process; tests and fuzzers build one
/// in memory, so the whole program runs in-process.
struct ShellProcess {
  /// The command line without the program's name.
  var arguments: [String]
  /// The environment variables.
  var environment: [String: String]
  var standardInput: any ByteSource
  var standardOutput: any OutputSink
  var standardError: any OutputSink
  var isInputTerminal = false
  var isOutputTerminal = false
  var isErrorTerminal = false
  /// The home directory, for the default data directory; `$HOME` comes first.
  var homeDirectory: String?
  /// SIGINT, SIGTERM and SIGHUP as they arrive; `nil` where nothing catches them.
  var signals: TerminationSignals?
  /// The mode of the terminal on standard input, for a prompt that edits; `nil` when it is
  /// no terminal.
  var terminalMode: (any TerminalMode)?
}
