/// The texts `--help`, `--version` and a bad command line print, for one shell.
struct ShellUsage: Sendable {
  let description: ShellDescription
  /// The app's options, listed after `--strict`.
  let appOptions: [ShellOptionUsage]
  /// Whether the app keeps a state, so that `--state FILE` is one of the options.
  var keepsState = true

  /// What `--version` prints: the name and the version.
  var version: String { "\(description.name) \(description.version)" }

  /// The one-line synopsis.
  var synopsis: String { "usage: \(description.name) [options] [SCRIPT]" }

  /// The line a session at a terminal starts with.
  var banner: String {
    "\(version): type :help for the commands and actions, :quit or Ctrl-D to leave"
  }

  /// What the shell adds when SCRIPT, which it could not read, is a word a person meant as a
  /// command: `help`, `version`, `exit`, `quit`.
  func hint(forMissingScript script: String) -> String {
    switch script {
    case "help": "; for the options, run '\(description.name) --help'"
    case "version": "; for the version, run '\(description.name) --version'"
    case "exit", "quit": "; a session ends with :quit or Ctrl-D"
    default: ""
    }
  }

  /// What a bad command line prints on stderr after its message.
  var hint: String { "\(synopsis)\nrun '\(description.name) --help' for the options" }

  /// The whole help.
  var help: String {
    let name = description.name
    let state = (
      "--state FILE",
      "restore the navigation state from FILE at start when it\nexists; save it there at exit"
    )
    let options: [(String, String)] =
      [
        ("--json", "one JSON object per input line on stdout"),
        ("--quiet", "no screen rendering; shell command output and errors only"),
        ("--strict", "stop at the first rejected line or failed expectation"),
      ]
      + appOptions.map { ("\($0.name) \($0.value)", $0.summary) }
      + [
        (
          "--data-dir DIR",
          "where \(description.files) live (default $XDG_CONFIG_HOME/\(name),\nelse ~/.config/\(name))"
        )
      ]
      + (keepsState ? [state] : [])
      + [
        (
          "--explore N",
          "explore instead of reading lines: every place within N\nlines of the start (1 to 12), each checked"
        ),
        ("--map FILE", "with --explore: draw the places reached, as .html,\n.dot or .mmd"),
        (
          "--settle SECONDS",
          "after each line, wait at most SECONDS (0 to 600; default\n5) for the app's work to come to rest"
        ),
        (
          "--clock KIND",
          "the app's clock: live (the default) runs in real time;\ntest moves only when :wait lets time pass"
        ),
      ]
      + [
        (
          "--no-color",
          "no ANSI colour; colour is off anyway when stdout is not\na terminal, NO_COLOR is set and not empty, or TERM=dumb"
        ),
        ("-h, --help", "print this help and exit"),
        ("--version", "print the version and exit"),
      ]
    let width = max(16, options.map(\.0.count).max() ?? 0)
    var lines = [synopsis, "", description.about, "", "options:"]
    for (usage, summary) in options {
      let summaryLines = summary.split(separator: "\n", omittingEmptySubsequences: false)
      let indent = String(repeating: " ", count: width + 4)
      lines.append(
        "  " + usage + String(repeating: " ", count: width - usage.count + 2)
          + (summaryLines.first ?? ""))
      lines += summaryLines.dropFirst().map { indent + $0 }
    }
    lines += [
      "",
      "exit status:",
      "  0   every line accepted and every expectation held",
      "  1   an expectation failed, or --explore found a violation",
      "  64  bad options",
      "  65  a line was rejected (and no expectation failed)",
      "  66  SCRIPT cannot be read",
      "  74  output, \(description.files) or state cannot be written",
      "  129 the session ended on SIGHUP (its terminal closed)",
      "  130 the session ended on SIGINT (Ctrl-C)",
      "  143 the session ended on SIGTERM",
    ]
    return lines.joined(separator: "\n")
  }
}
