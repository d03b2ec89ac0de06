public import Coordinator

extension FlowTester {
  /// The screen on top as its own type, to assert its state and its view model's with
  /// `#expect` or `XCTAssert…`; `nil`, failing the test, when no screen is shown or the top one
  /// is of another type.
  ///
  /// ```swift
  /// let game = tester.topScreen(as: GameScreen.self)
  /// #expect(game?.viewModel.hint == .tooLow)
  /// ```
  public func topScreen<Screen>(
    as type: Screen.Type = Screen.self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Screen? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let entry = router.topEntry else {
      recordFailure("No screen is shown; expected \(type)", at: site)
      return nil
    }
    return screen(entry, as: type, at: site)
  }

  /// The screen of entry `id` as its own type; `nil`, failing the test, when the entry is not on
  /// the router or its screen is of another type.
  public func screen<Screen>(
    _ id: RouterEntry.ID, as type: Screen.Type = Screen.self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Screen? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let entry = router.ownedEntries.first(where: { $0.entry.id == id })?.entry else {
      recordFailure("No entry #\(id) is on the router; expected \(type)", at: site)
      return nil
    }
    return screen(entry, as: type, at: site)
  }

  /// Runs `check` with the screen on top as its own type; fails the test instead when no
  /// screen is shown or the top one is of another type.
  ///
  /// ```swift
  /// tester.expectTop(GameScreen.self) { game in
  ///   #expect(game.viewModel.hint == .tooLow)
  /// }
  /// ```
  public func expectTop<Screen>(
    _ type: Screen.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, _ check: (Screen) throws -> Void
  ) rethrows {
    guard
      let screen = topScreen(
        as: type, fileID: fileID, filePath: filePath, line: line, column: column)
    else { return }
    try check(screen)
  }

  /// The screen of `entry` as `type`, or `nil` after failing at `site`.
  private func screen<Screen>(
    _ entry: RouterEntry, as type: Screen.Type, at site: CallSite
  ) -> Screen? {
    guard let screen = router.screen(for: entry.id) else {
      recordFailure(
        "\(TestedRouter.self) gives no screens (screen(for:) is nil for \(entry)); expected "
          + "\(type)",
        at: site)
      return nil
    }
    guard let typed = screen as? Screen else {
      recordFailure(
        "\(entry) is \(Swift.type(of: screen)), expected \(type)", at: site)
      return nil
    }
    return typed
  }
}
