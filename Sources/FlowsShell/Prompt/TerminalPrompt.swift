/// The prompt at a terminal: reads one line with editing, history and completion.
///
/// Keys: ←/→, Home/End (and Ctrl-A/E), Backspace/Delete, Ctrl-K/U/W, ↑/↓ through
/// ``LineHistory``, Ctrl-R through it with ``HistorySearch``, Tab through ``Completion``,
/// Ctrl-L clears the screen. Ctrl-C discards the line and prompts again; Ctrl-D on an empty
/// line ends the input. A line longer than the terminal is wide wraps and is edited in place
/// (``LineDrawing``), the width asked of the terminal at each draw. The terminal is raw only
/// while a line is typed, and back in its own mode whenever ``next(prompt:landed:)`` returns or
/// throws. Lines are numbered as a script's are, blank and comment lines skipped, and a typed
/// line is added to the history.
final class TerminalPrompt {
  private let source: any ByteSource
  private let output: any OutputSink
  private let mode: any TerminalMode
  let history: LineHistory
  /// What Tab completes, asked when Tab is pressed.
  private let completions: () -> CompletionContext
  private var decoder = KeyDecoder()
  private var buffer = [UInt8](repeating: 0, count: 4_096)
  private var pending: ArraySlice<UInt8> = []
  private var lineNumber = 0
  /// The line as last drawn, so that the next draw replaces it.
  private var drawing = LineDrawing()
  /// A key decoded after text gathered into one key, the next to give.
  private var held: Key?

  init(
    source: any ByteSource, output: any OutputSink, mode: any TerminalMode, history: LineHistory,
    completions: @escaping () -> CompletionContext
  ) {
    self.source = source
    self.output = output
    self.mode = mode
    self.history = history
    self.completions = completions
  }

  /// The next line typed after `prompt` that is not blank or a comment, or `nil` once the
  /// input ends (Ctrl-D on an empty line, a closed terminal, or a signal).
  ///
  /// While it waits for a key it holds no thread, so the app's work runs; `landed` is asked
  /// every tenth of a second meanwhile for what that work changed — the text to show, as the
  /// answer to a line shows it, and the prompt to draw after it. The line being typed is then
  /// erased, the text written in its place, and the prompt and the line drawn again below.
  ///
  /// - Throws: ``PromptError`` when the terminal cannot be read or written.
  nonisolated(nonsending) func next(
    prompt: String, landed: () -> (text: String, prompt: String)? = { nil }
  ) async throws(PromptError) -> InputLine? {
    _ = mode.enterRaw()
    defer { mode.restore() }
    var prompt = prompt
    var editor = LineEditor()
    var browsing: (index: Int, draft: String)?
    var search: HistorySearch?
    drawing.reset()
    try show(prompt, editor)
    func showLanded() throws(PromptError) {
      guard let change = landed() else { return }
      prompt = change.prompt
      try write(drawing.erase(columns: mode.columns) + change.text)
      if let search {
        try show(search.prompt, search.shown)
      } else {
        try show(prompt, editor)
      }
    }
    while true {
      guard var key = try await nextKey(loneEscape: search != nil, idle: showLanded) else {
        try leave(prompt, editor)
        return nil
      }
      if var active = search {
        switch active.handle(key) {
        case .searching:
          search = active
          try show(active.prompt, active.shown)
          continue
        case .accept(let line):
          editor.replace(with: line)
          key = .enter
        case .leave(let shown, let then):
          editor = shown
          try show(prompt, editor)
          guard let then else { break }
          key = then
        case .cancel(let original):
          editor = original
          try show(prompt, editor)
          key = .ignored
        }
        search = nil
        browsing = nil
      }
      switch key {
      case .enter:
        try leave(prompt, editor)
        lineNumber += 1
        // Text was dropped from it: what is left is not what was typed, and never runs.
        guard !editor.overflowed else {
          return InputLine(number: lineNumber, content: .rejected(.tooLong))
        }
        let text = editor.text.trimmingWhiteSpace()
        guard !text.isEmpty, !text.hasPrefix("#") else {
          editor = LineEditor()
          browsing = nil
          try show(prompt, editor)
          continue
        }
        history.add(text)
        return InputLine(number: lineNumber, content: .text(text))
      case .interrupt:
        try leave(prompt, editor, note: "^C")
        editor = LineEditor()
        browsing = nil
        try show(prompt, editor)
      case .endOfInput where editor.isEmpty:
        try leave(prompt, editor)
        return nil
      case .tab:
        let completion = Completion(of: editor.textBeforeCursor, in: completions())
        if !completion.choices.isEmpty {
          try leave(prompt, editor)
          try write(completion.choices.joined(separator: "  ") + "\n")
        } else if let completed = completion.completed {
          let typed =
            editor.textBeforeCursor.split(separator: " ", omittingEmptySubsequences: false)
            .last.map(String.init) ?? ""
          editor.insert(String(completed.dropFirst(typed.count)))
        }
        try show(prompt, editor)
      case .up, .down:
        let lines = history.lines
        let current = browsing?.index ?? lines.count
        let index = key == .up ? max(0, current - 1) : min(lines.count, current + 1)
        guard index != current else { continue }
        let draft = browsing?.draft ?? editor.text
        editor.replace(with: index == lines.count ? draft : lines[index])
        browsing = index == lines.count ? nil : (index, draft)
        try show(prompt, editor)
      case .clearScreen:
        try write("\u{1B}[H\u{1B}[2J")
        drawing.reset()
        try show(prompt, editor)
      case .search:
        let started = HistorySearch(lines: history.lines, original: editor)
        search = started
        try show(started.prompt, started.shown)
      default:
        if editor.apply(key) {
          try show(prompt, editor)
        }
      }
    }
  }

  /// The next key, reading from the terminal when none is pending; `nil` at the input's end.
  /// Text read at once, as a paste is, is one key: inserted, and drawn, once. With
  /// `loneEscape`, an Esc that ends what the terminal sent is the Esc key.
  /// `idle` runs each tenth of a second that passes with no key.
  nonisolated(nonsending) private func nextKey(
    loneEscape: Bool, idle: () throws(PromptError) -> Void
  ) async throws(PromptError) -> Key? {
    if let key = held {
      held = nil
      return key
    }
    let key = try await decodedKey(loneEscape: loneEscape, idle: idle)
    guard case .text(var text)? = key else { return key }
    while let byte = pending.popFirst() {
      guard let next = decoder.feed(byte) else { continue }
      guard case .text(let more) = next else {
        held = next
        break
      }
      text += more
    }
    return .text(text)
  }

  /// The next key the decoder makes of the bytes pending, reading more when it needs them.
  nonisolated(nonsending) private func decodedKey(
    loneEscape: Bool, idle: () throws(PromptError) -> Void
  ) async throws(PromptError) -> Key? {
    while true {
      while let byte = pending.popFirst() {
        if let key = decoder.feed(byte) { return key }
      }
      if loneEscape, let key = decoder.endOfRead() { return key }
      let source = source
      if let descriptors = source.readiness {
        while !(await Readiness.wait(for: descriptors, milliseconds: 100)) {
          // A prompt whose task was cancelled reads no more.
          guard !Task.isCancelled else { return nil }
          try idle()
        }
      }
      let read = buffer.withUnsafeMutableBytes { bytes in
        Result { () throws(InputReadError) in try source.read(into: bytes) }
      }
      let count: Int
      switch read {
      case .success(let read): count = read
      case .failure(let error): throw .cannotRead(error)
      }
      guard count > 0 else { return nil }
      pending = buffer[..<count]
    }
  }

  /// Redraws the line in place: the prompt, the text, and the cursor where it is.
  private func show(_ prompt: String, _ editor: LineEditor) throws(PromptError) {
    try write(
      drawing.draw(
        prompt: prompt, characters: editor.characters, cursor: editor.cursor,
        columns: mode.columns))
  }

  /// Redraws the line a last time, writes `note` after it, and goes to the row below it.
  private func leave(_ prompt: String, _ editor: LineEditor, note: String = "")
    throws(PromptError)
  {
    try write(
      drawing.leave(
        prompt: prompt, characters: editor.characters, columns: mode.columns, note: note))
  }

  private func write(_ text: String) throws(PromptError) {
    do {
      try output.write(text)
    } catch {
      throw .cannotWrite(error)
    }
  }
}
