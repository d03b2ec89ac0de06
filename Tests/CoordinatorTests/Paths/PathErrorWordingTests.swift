import Coordinator
import Testing

/// `PathError.description(in:)` tells the person who typed a path what is missing, by the part
/// of the path that exists; `description` names the coordinator, for the developer.
@Suite struct PathErrorWordingTests {
  @Test func eachErrorSaysWhatThePathLacks() throws {
    let path = try FlowPath(parsing: "/main/settings/nothing")
    let cases: [(PathError, String)] = [
      (
        .unknownComponent("nothing", index: 2, coordinator: "Settings"),
        #"/main/settings has no "nothing""#
      ),
      (.unknownComponent("main", index: 0, coordinator: "App"), #"there is no "main""#),
      (
        .rejectedComponent("nothing", index: 2, coordinator: "Settings"),
        "/main/settings/nothing cannot be shown now"
      ),
      (
        .rejectedComponent("settings", index: 1, coordinator: "Main"),
        "/main/settings cannot be shown now"
      ),
      (
        .trailingComponent("nothing", index: 2, coordinator: "Settings"),
        #"nothing follows /main/settings: "nothing""#
      ),
      (
        .refusedComponent("nothing", index: 2, coordinator: "Settings", reason: "no such page"),
        "no such page"
      ),
      (.leaveRefused("Editor", reason: "unsaved changes"), "Editor cannot leave: unsaved changes"),
    ]
    for (error, words) in cases {
      #expect(error.description(in: path) == words, "\(error)")
    }
  }

  @Test func anErrorOfAnotherPathIsItsDescription() throws {
    let path = try FlowPath(parsing: "/main/x")
    for error: PathError in [
      .unknownComponent("x", index: 3, coordinator: "App"),
      .unknownComponent("x", index: -1, coordinator: "App"),
      .unknownComponent("y", index: 1, coordinator: "Main"),
      .rejectedComponent("x", index: 2, coordinator: "App"),
      .rejectedComponent("main", index: 1, coordinator: "Main"),
      .trailingComponent("main", index: 0, coordinator: "App"),
      .trailingComponent("y", index: 1, coordinator: "Main"),
    ] {
      #expect(error.description(in: path) == error.description, "\(error)")
    }
  }

  @Test func aControlCharacterIsEscapedInTheComponentAndInThePath() throws {
    let path = try FlowPath(parsing: "/a\u{1B}[2J/b\nc/d")
    #expect(
      PathError.unknownComponent("b\nc", index: 1, coordinator: "A").description(in: path)
        == #"/a\u{1B}[2J has no "b\nc""#)
    #expect(
      PathError.rejectedComponent("b\nc", index: 1, coordinator: "A").description(in: path)
        == #"/a\u{1B}[2J/b\nc cannot be shown now"#)
    #expect(
      PathError.trailingComponent("d", index: 2, coordinator: "B").description(in: path)
        == #"nothing follows /a\u{1B}[2J/b\nc: "d""#)
    let link = FlowLink(path: try FlowPath(parsing: "/a\tb"))
    #expect(
      LinkError.unknownQueryItem("q", coordinator: "A").description(in: link)
        == #"/a\tb takes no query item "q""#)
  }

  @Test func aLinkErrorSaysItByTheLinksPath() throws {
    let link = FlowLink(path: try FlowPath(parsing: "/search"), query: [])
    let item = LinkError.unknownQueryItem("x", coordinator: "SearchFlow")
    #expect(item.description(in: link) == #"/search takes no query item "x""#)
    #expect(
      item.description(in: FlowLink(path: FlowPath())) == #"this link takes no query item "x""#)
    let path = LinkError.path(.unknownComponent("search", index: 0, coordinator: "App"))
    #expect(path.description(in: link) == #"there is no "search""#)
    #expect(LinkError.fragment("x").description(in: link) == LinkError.fragment("x").description)
  }
}
