/// Reads `NAME [options] [SCRIPT]`: the shell's options and the app's, `--name=value` forms, `--`.
///
/// Options may come in any order and before or after SCRIPT; a repeated
/// option takes its last value. An option the app lists in
/// ``ShellAppOptions/usages`` is given to the app to read. `-` is SCRIPT read from standard input, and
/// every argument after `--` is SCRIPT. A bad command line throws an
/// ``OptionError`` whatever else it holds, so `--help --bogus` is an error.
enum OptionParser {
  /// The options the shell reads itself, which an app's options may not be named.
  static let shellOptions: Set<String> = [
    "--json", "--quiet", "--strict", "--no-color", "--help", "-h", "--version", "--data-dir",
    "--state", "--explore", "--map", "--settle", "--clock",
  ]

  /// Parses `arguments`, the command line without the program's name.
  static func parse<AppOptions: ShellAppOptions>(
    _ arguments: [String], app: AppOptions.Type = NoAppOptions.self
  ) throws(OptionError) -> ShellInvocation<AppOptions> {
    precondition(
      AppOptions.usages.allSatisfy { !shellOptions.contains($0.name) && $0.name.hasPrefix("--") },
      "an app option is named like one of the shell's, or does not start with --")
    var options = ShellOptions<AppOptions>()
    var wantsHelp = false
    var wantsVersion = false
    var scripts: [ShellScript] = []
    var index = 0
    var optionsEnded = false

    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        scripts.append(argument == "-" && !optionsEnded ? .standardInput : .file(argument))
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (name, attached) = split(argument)
      /// The option's value: attached with `=`, or the next argument.
      func value() throws(OptionError) -> String {
        if let attached { return attached }
        guard index < arguments.count, !isOption(arguments[index]) else {
          throw OptionError("option \(name) needs a value")
        }
        index += 1
        return arguments[index - 1]
      }
      func flag() throws(OptionError) -> Bool {
        guard attached == nil else { throw OptionError("option \(name) takes no value") }
        return true
      }
      switch name {
      case "--json": options.json = try flag()
      case "--quiet": options.quiet = try flag()
      case "--strict": options.strict = try flag()
      case "--no-color": options.noColor = try flag()
      case "--help", "-h": wantsHelp = try flag()
      case "--version": wantsVersion = try flag()
      case "--data-dir": options.dataDirectory = try path(try value(), of: name, "a directory")
      case "--state": options.stateFile = try path(try value(), of: name, "a file")
      case "--explore": options.exploreDepth = try depth(try value())
      case "--map": options.mapFile = try map(try value())
      case "--settle": options.settle = try settle(try value())
      case "--clock": options.clock = try clock(try value())
      default:
        if let owner = AppOptions.optionsOfOtherApps[name] {
          throw OptionError("option \(name) belongs to \(owner)")
        }
        guard AppOptions.usages.contains(where: { $0.name == name }) else {
          let known = Array(shellOptions) + AppOptions.usages.map(\.name)
          throw OptionError(
            "unknown option \(name)" + Spelling.suggestion(for: name, among: known))
        }
        let text = try value()
        do {
          try options.appOptions.read(name, value: text)
        } catch {
          throw OptionError(error.message)
        }
      }
    }

    guard scripts.count <= 1 else {
      throw OptionError("more than one SCRIPT: \(scripts.map(describe).joined(separator: ", "))")
    }
    options.script = scripts.first
    if wantsHelp || wantsVersion, let script = options.script {
      throw OptionError(
        "\(wantsHelp ? "--help" : "--version") takes no SCRIPT, not \"\(describe(script))\"")
    }
    if wantsHelp { return .help }
    if wantsVersion { return .version }
    try checkExploration(options)
    return .run(options)
  }

  /// `--explore N`'s N, a number of lines from 1 to 12.
  private static func depth(_ text: String) throws(OptionError) -> Int {
    guard let depth = Int(text), (1...12).contains(depth), text.first != "+" else {
      throw OptionError(
        "option --explore takes a number of lines from 1 to 12, not \"\(text)\"")
    }
    return depth
  }

  /// `--map FILE`, whose extension says what it draws.
  private static func map(_ text: String) throws(OptionError) -> String {
    let path = try path(text, of: "--map", "a file")
    guard ExplorationMap.format(forFile: path) != nil else {
      throw OptionError(
        "option --map writes a .html, .dot or .mmd file, not \"\(path)\"")
    }
    return path
  }

  /// `--map` only with `--explore`, which reads no SCRIPT and keeps no `--state`.
  private static func checkExploration<AppOptions>(
    _ options: ShellOptions<AppOptions>
  ) throws(OptionError) {
    guard options.exploreDepth != nil else {
      if options.mapFile != nil { throw OptionError("option --map needs --explore N") }
      return
    }
    if let script = options.script {
      throw OptionError("--explore reads no SCRIPT, not \"\(describe(script))\"")
    }
    if options.stateFile != nil {
      throw OptionError("option --state is not available with --explore")
    }
  }

  /// `--name=value` as (`--name`, `value`); any other argument as (argument, `nil`).
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Whether an argument is an option rather than a value: `-` alone is SCRIPT, and a
  /// negative number such as `-1` is a value (for an option to say it is out of range).
  private static func isOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument != "-" else { return false }
    return argument.dropFirst().first?.isASCIIDigit != true
  }

  private static func path(
    _ text: String, of name: String, _ kind: String
  ) throws(OptionError) -> String {
    guard !text.isEmpty, !text.utf8.contains(0) else {
      throw OptionError("option \(name) needs \(kind)")
    }
    return text
  }

  private static func describe(_ script: ShellScript) -> String {
    switch script {
    case .standardInput: "-"
    case .file(let path): path
    }
  }
}

extension Character {
  /// Whether the character is one of `0` to `9`.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
