/// The texts `flows --help`, `flows --version` and a bad command line print.
enum ShellUsage {
  /// The version `flows --version` prints.
  static let version = "flows 0.1.0-dev"

  /// The one-line synopsis.
  static let synopsis = "usage: flows [options] [SCRIPT]"

  /// What a bad command line prints on stderr after its message.
  static let hint = "\(synopsis)\nrun 'flows --help' for the options"

  /// The whole help.
  static let help = """
    \(synopsis)

    Runs the Flows sample app headless and drives it one line at a time: from
    SCRIPT, from standard input (SCRIPT `-`, or a pipe), or at a terminal with a
    prompt. A line is a screen action (`login Ada`, `guess 50`) or a shell
    command starting with `:`; type `:help` in the shell for both.

    options:
      --json            one JSON object per input line on stdout
      --quiet           no screen rendering; shell command output and errors only
      --strict          stop at the first rejected line or failed expectation
      --seed N          seed of the game's random numbers (default: random)
      --otp-code CODE   the one-time code the demo sends (default 123456)
      --data-dir DIR    where settings live (default $XDG_CONFIG_HOME/flows,
                        else ~/.config/flows)
      --state FILE      restore the navigation state from FILE at start when it
                        exists; save it there at exit
      --no-color        no ANSI colour (neither when NO_COLOR is set and not
                        empty, nor when stdout is not a terminal)
      -h, --help        print this help and exit
      --version         print the version and exit

    exit status:
      0   every line accepted and every expectation held
      1   an expectation failed
      64  bad options
      65  a line was rejected (and no expectation failed)
      66  SCRIPT cannot be read
      74  output, settings or state cannot be written
    """
}
