#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Switches a terminal between the mode the person had and the raw mode the prompt edits in.
///
/// Raw mode here: no echo, bytes as they come (no line editing by the terminal), no signal
/// from Ctrl-C (the prompt reads it as a key), no flow control, CR not turned into LF; output
/// is processed as before, so `\n` still starts a new line. The prompt is raw only while a
/// line is typed: before the line runs, and on every way out of the prompt, the person's mode
/// is back.
protocol TerminalMode: AnyObject {
  /// Enters raw mode; returns whether the terminal is in it.
  func enterRaw() -> Bool
  /// Puts back the mode the terminal had before ``enterRaw()``; nothing when not raw.
  func restore()
  /// How many columns the terminal has now, asked each time (the window may have been
  /// resized); 80 when the terminal does not say.
  var columns: Int { get }
}

/// The terminal mode of a file descriptor, set with termios.
final class TermiosMode: TerminalMode {
  private let descriptor: Int32
  private var saved: termios?

  /// The mode of the terminal on `descriptor`.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    restore()
  }

  func enterRaw() -> Bool {
    guard saved == nil else { return true }
    var original = termios()
    guard tcgetattr(descriptor, &original) == 0 else { return false }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return false }
    saved = original
    return true
  }

  var columns: Int {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  func restore() {
    guard var original = saved else { return }
    _ = tcsetattr(descriptor, TCSANOW, &original)
    saved = nil
  }
}
