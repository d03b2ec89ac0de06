import Testing

@testable import FlowsShell

/// Every editing key changes the line and the cursor as readline's do.
@Suite struct LineEditorTests {
  private func edit(_ keys: [Key]) -> LineEditor {
    var editor = LineEditor()
    for key in keys { editor.apply(key) }
    return editor
  }

  private func state(_ editor: LineEditor) -> String {
    var text = editor.characters.map(String.init)
    text.insert("|", at: editor.cursor)
    return text.joined()
  }

  @Test func movingAndDeleting() {
    #expect(state(edit([.text("login Ada")])) == "login Ada|")
    #expect(state(edit([.text("login Ada"), .left, .left, .text("X")])) == "login AX|da")
    #expect(state(edit([.text("abc"), .home, .delete])) == "|bc")
    #expect(state(edit([.text("abc"), .backspace, .left, .end])) == "ab|")
    #expect(state(edit([.text("abc"), .home, .backspace, .left, .right, .right])) == "ab|c")
    #expect(state(edit([.text("abc"), .right, .left, .left, .endOfInput])) == "a|c")
  }

  @Test func killingToTheEndTheStartAndAWord() {
    #expect(state(edit([.text("guess 50"), .left, .left, .killToEnd])) == "guess |")
    #expect(state(edit([.text("guess 50"), .left, .left, .killToStart])) == "|50")
    #expect(state(edit([.text(":tree --format  "), .killWord])) == ":tree |")
    #expect(state(edit([.text("one two"), .left, .left, .killWord])) == "one |wo")
    #expect(state(edit([.text("word"), .home, .killWord])) == "|word")
  }

  @Test func theCursorMovesOverWholeCharactersHoweverTheirScalarsWereTyped() {
    // e and a combining acute, typed apart, are one character; so are a flag's two halves.
    let typed = edit([.text("e"), .text("\u{301}"), .text("🇫"), .text("🇷"), .left])
    #expect(typed.characters == ["e\u{301}", "🇫🇷"] && typed.cursor == 1)
    #expect(state(edit([.text("e"), .text("\u{301}"), .text("x"), .left, .left, .delete])) == "|x")
    #expect(state(edit([.text("a👍"), .text("🏽"), .backspace])) == "a|")
    // A mark typed before a letter's mark joins the letter; the cursor stays after it.
    #expect(
      state(edit([.text("e\u{301}"), .left, .right, .text("\u{302}")])) == "e\u{301}\u{302}|")
  }

  @Test func aLineNeverGrowsPastItsLimitAndReplacingPutsTheCursorAtTheEnd() {
    var editor = LineEditor(maximumBytes: 4)
    editor.insert("abé")
    editor.insert("cd")
    #expect(editor.text == "abé")
    editor.replace(with: "wxyz!")
    #expect(state(editor) == "wxyz|")
    let movedRight = editor.apply(.right)
    let movedLeft = editor.apply(.left)
    #expect(!movedRight && movedLeft)
  }
}
