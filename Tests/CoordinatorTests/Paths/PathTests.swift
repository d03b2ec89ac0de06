import Coordinator
import Foundation
import Testing

/// `FlowPath` as a value: building, string forms, equality, and encoding.
@MainActor
@Suite struct PathTests {
  @Test func theRootPathIsASlash() {
    #expect(FlowPath().description == "/")
    #expect(FlowPath.root == FlowPath())
    #expect(FlowPath.root.isEmpty)
    #expect(FlowPath.root.components == [])
  }

  @Test func keysOfSeveralCoordinatorsMakeOnePath() {
    let path = FlowPath(ToyAppKey.main, ToyMainKey.settings).appending(ToySettingsKey.profile)
    #expect(path.components == ["main", "settings", "profile"])
    #expect(path.description == "/main/settings/profile")
    #expect(path.count == 3)
  }

  @Test func pushReturnsANewPathAndAppendChangesThisOne() {
    let main = FlowPath(ToyAppKey.main)
    let game = main.appending(ToyMainKey.game)
    #expect(main.description == "/main")
    #expect(game.description == "/main/game")
    var path = main
    path.append(ToyMainKey.about)
    path.append(ToyAboutKey.licenses)
    #expect(path.description == "/main/about/licenses")
  }

  @Test func removeLastReturnsTheComponentAndNilAtTheRoot() {
    var path = FlowPath(ToyAppKey.main, ToyMainKey.game)
    #expect(path.removeLast() == "game")
    #expect(path.removeLast() == "main")
    #expect(path.removeLast() == nil)
    #expect(path == .root)
  }

  @Test func dropLastStopsAtTheRoot() throws {
    let path = try FlowPath(parsing: "/main/about/licenses")
    #expect(path.dropLast().description == "/main/about")
    #expect(path.dropLast(2).description == "/main")
    #expect(path.dropLast(0) == path)
    #expect(path.dropLast(9) == .root)
  }

  @Test(arguments: [
    ("/", "/", 0),
    ("/main", "/", 0),
    ("/main/settings/profile", "/main/settings", 2),
    ("/main/settings", "/main/settings/profile", 2),
    ("/main/settings/profile", "/main/about/licenses", 1),
    ("/main/game", "/login", 0),
    ("/main/game", "/main/game", 2),
  ])
  func commonPrefixLength(lhs: String, rhs: String, length: Int) throws {
    let left = try FlowPath(parsing: lhs)
    let right = try FlowPath(parsing: rhs)
    #expect(left.commonPrefixLength(with: right) == length)
    #expect(right.commonPrefixLength(with: left) == length)
  }

  @Test func keysReadBackWithTheirType() throws {
    let path = FlowPath(ToyOrderKey.list, ToyOrderKey.order(42))
    #expect(path.description == "/orders/order-42")
    #expect(path.key(at: 0, as: ToyOrderKey.self) == .list)
    #expect(path.key(at: 1, as: ToyOrderKey.self) == .order(42))
    #expect(path.key(at: 1, as: ToyAppKey.self) == nil)
    #expect(path.key(at: 2, as: ToyOrderKey.self) == nil)
    #expect(path.key(at: -1, as: ToyOrderKey.self) == nil)
    let parsed = try FlowPath(parsing: "/orders/order-42")
    #expect(parsed == path)
    #expect(parsed.key(at: 1) == ToyOrderKey.order(42))
  }

  @Test(arguments: [
    "/", "/main", "/main/settings/profile", "/orders/order-42", "/ünïcode/日本/🙂", "/a b/%20",
  ])
  func stringFormsRoundTrip(string: String) throws {
    let path = try FlowPath(parsing: string)
    #expect(path.description == string)
    #expect(try FlowPath(parsing: path.description) == path)
  }

  @Test(arguments: [
    PathRejection("", .missingLeadingSlash),
    PathRejection("main/settings", .missingLeadingSlash),
    PathRejection("//", .emptyComponent(index: 0)),
    PathRejection("/main//settings", .emptyComponent(index: 1)),
    PathRejection("/main/", .emptyComponent(index: 1)),
    PathRejection(
      "/" + Array(repeating: "a", count: 65).joined(separator: "/"), .tooManyComponents(limit: 64)),
    PathRejection("/" + String(repeating: "a", count: 4096), .tooLong(limit: 4096)),
  ])
  func malformedStringsDoNotParse(rejection: PathRejection) {
    #expect(throws: rejection.error) { try FlowPath(parsing: rejection.string) }
  }

  @Test func theLimitsThemselvesParse() throws {
    let longest = "/" + String(repeating: "a", count: 4095)
    #expect(try FlowPath(parsing: longest).components == [String(repeating: "a", count: 4095)])
    let deepest = "/" + Array(repeating: "a", count: 64).joined(separator: "/")
    #expect(try FlowPath(parsing: deepest).count == 64)
  }

  @Test func aPathEncodesAsItsString() throws {
    let path = FlowPath(ToyAppKey.main, ToyMainKey.settings)
    let data = try JSONEncoder().encode([path])
    #expect(String(decoding: data, as: UTF8.self) == #"["\/main\/settings"]"#)
    let decoded = try JSONDecoder().decode([FlowPath].self, from: data)
    #expect(decoded == [path])
  }

  @Test func anInvalidStringDoesNotDecode() {
    let data = Data(#"["/main//settings"]"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([FlowPath].self, from: data) }
  }

  @Test func errorsReadAsSentences() {
    #expect(
      PathError.unknownComponent("nothing", index: 2, coordinator: "Settings").description
        == #"Settings has no key "nothing" (component 2)"#)
    #expect(
      PathError.rejectedComponent("result", index: 2, coordinator: "Game").description
        == #"Game cannot show "result" now (component 2)"#)
    #expect(
      PathError.trailingComponent("x\ny", index: 3, coordinator: "Settings").description
        == #"nothing follows the last screen of Settings: "x\ny" (component 3)"#)
    #expect(PathError.emptyComponent(index: 0).description == "component 0 of the path is empty")
  }
}
