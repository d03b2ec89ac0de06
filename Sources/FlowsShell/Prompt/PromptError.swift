/// Why the prompt could not give a line: the terminal could not be read, or written.
enum PromptError: Error, Equatable, Sendable {
  /// Reading the keys failed.
  case cannotRead(InputReadError)
  /// Writing the prompt or the line failed, as to a closed terminal.
  case cannotWrite(OutputError)
}
