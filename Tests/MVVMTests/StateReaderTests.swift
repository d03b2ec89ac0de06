import MVVM
import Testing

/// A screen whose view model comes after the screen is first read.
@MainActor
private final class LateScreen {
  var viewModel: LoginViewModel?
}

/// The shell's reader of the shown screen's state: the same answers as reading it whole, every
/// line, with less read again.
@MainActor
@Suite struct StateReaderTests {
  @Test func aScreensStateIsReadAgainWhenItChanges() throws {
    let reader = StateReader()
    let viewModel = LoginViewModel()
    let screen = LoginScreenHolding(viewModel)
    #expect(reader.state(of: screen)?.fields.lines == [#"name: """#, "request: idle"])
    viewModel.nameChanged("Ada")
    #expect(reader.state(of: screen)?.fields.lines == [#"name: "Ada""#, "request: idle"])
    // Another screen of the type, another view model: read through its own.
    let other = LoginScreenHolding(LoginViewModel())
    #expect(reader.state(of: other)?.fields.lines == [#"name: """#, "request: idle"])
    #expect(reader.state(of: screen)?.fields.lines == [#"name: "Ada""#, "request: idle"])
  }

  @Test func aScreenThatDeclaresNothingIsNil() {
    let reader = StateReader()
    let plain = PlainHolder()
    #expect(reader.state(of: plain) == nil)
    #expect(reader.state(of: PlainHolder()) == nil)
  }

  @Test func aViewModelThatComesLaterIsFound() {
    let reader = StateReader()
    let screen = LateScreen()
    #expect(reader.state(of: screen) == nil)
    let viewModel = LoginViewModel()
    screen.viewModel = viewModel
    viewModel.nameChanged("Ada")
    #expect(reader.state(of: screen)?.fields.lines == [#"name: "Ada""#, "request: idle"])
  }
}

@MainActor
private final class LoginScreenHolding {
  let viewModel: LoginViewModel
  init(_ viewModel: LoginViewModel) { self.viewModel = viewModel }
}

@MainActor
private final class PlainHolder {
  let title = "Plain"
}
