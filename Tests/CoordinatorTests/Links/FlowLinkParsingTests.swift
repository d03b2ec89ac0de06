import Coordinator
import Testing

/// Reading links: paths and URLs of the app's origins, their queries, and every form rejected.
@Suite struct FlowLinkParsingTests {
  static let origins: [LinkOrigin] = [.scheme("shelf"), .web(host: "shelf.example")]

  struct Reading: Sendable, CustomTestStringConvertible {
    let text: String
    let path: String
    let query: [LinkQueryItem]
    var testDescription: String { text }

    init(_ text: String, _ path: String, _ query: [(String, String)] = []) {
      self.text = text
      self.path = path
      self.query = query.map { LinkQueryItem(name: $0.0, value: $0.1) }
    }
  }

  static let readings: [Reading] = [
    Reading("/books/2", "/books/2"),
    Reading("/", "/"),
    Reading("shelf://books/2", "/books/2"),
    Reading("SHELF://books/2/edit", "/books/2/edit"),
    Reading("shelf://", "/"),
    Reading("shelf://search?q=dune", "/search", [("q", "dune")]),
    Reading("shelf://search?q=left%20hand", "/search", [("q", "left hand")]),
    Reading("shelf://?q=a", "/", [("q", "a")]),
    Reading("https://shelf.example/books/2/edit", "/books/2/edit"),
    Reading("https://SHELF.EXAMPLE/search?q=%C3%A9t%C3%A9", "/search", [("q", "été")]),
    Reading("https://shelf.example", "/"),
    Reading("https://shelf.example?q=x", "/", [("q", "x")]),
    Reading("/search/left%20hand/3", "/search/left%20hand/3"),
    Reading("/search?q=&x", "/search", [("q", ""), ("x", "")]),
    Reading("/search?a=1&&b=2=3", "/search", [("a", "1"), ("b", "2=3")]),
    // A delimiter followed by a combining mark is still a delimiter: a link is read by its
    // bytes, as FlowPath reads a path, not by its characters (found by fuzz-link).
    Reading("/\u{301}books", "/\u{301}books"),
    Reading("shelf://\u{301}books", "/\u{301}books"),
    Reading("https://shelf.example/\u{301}books", "/\u{301}books"),
    Reading("/search?\u{301}q=1", "/search", [("\u{301}q", "1")]),
    Reading("/search?a=\u{301}&\u{301}b=2", "/search", [("a", "\u{301}"), ("\u{301}b", "2")]),
  ]

  @Test(arguments: readings)
  func aLinkIsReadIntoItsPathAndQuery(_ reading: Reading) throws {
    let link = try FlowLink(parsing: reading.text, origins: Self.origins)
    #expect(link.path.description == reading.path)
    #expect(link.query == reading.query)
  }

  struct Rejection: Sendable, CustomTestStringConvertible {
    let text: String
    let error: LinkError
    var testDescription: String { text }
    init(_ text: String, _ error: LinkError) {
      self.text = text
      self.error = error
    }
  }

  static let rejections: [Rejection] = [
    Rejection("books/2", .notALink),
    Rejection("shelf:books/2", .notALink),
    Rejection("1http://x/books", .notALink),
    Rejection("", .notALink),
    Rejection("ftp://books/2", .unknownScheme("ftp")),
    Rejection("https://evil.example/books/2", .unknownHost("evil.example")),
    Rejection("https://shelf.example:8080/books", .unknownHost("shelf.example:8080")),
    Rejection("https://user@shelf.example/books", .unknownHost("user@shelf.example")),
    Rejection("http://shelf.example/books", .unknownScheme("http")),
    Rejection("/books 2", .invalidCharacter(offset: 6)),
    Rejection("shelf://books/\u{1B}[A", .invalidCharacter(offset: 14)),
    Rejection("/books\u{7F}", .invalidCharacter(offset: 6)),
    Rejection("/books#top", .fragment("top")),
    Rejection("shelf://search?q=x#y", .fragment("y")),
    Rejection("/search/%zz", .invalidPercentEncoding("%zz")),
    Rejection("/search/%e9", .invalidPercentEncoding("%e9")),
    Rejection("/search?q=%4", .invalidPercentEncoding("q=%4")),
    Rejection("/search?=x", .invalidQueryItem("", reason: "a query item has a name")),
    Rejection("shelf://books//2", .path(.emptyComponent(index: 1))),
    Rejection("/books/", .path(.emptyComponent(index: 1))),
    // Found by fuzz-link: a delimiter followed by a combining mark was read as part of one
    // character, so the fragment was missed and the host ran on into the path.
    Rejection("/books#\u{301}top", .fragment("\u{301}top")),
    Rejection("https://evil.example/\u{301}", .unknownHost("evil.example")),
    Rejection(
      "/" + String(repeating: "a", count: FlowLink.maximumLength), .tooLong(limit: 4096)),
  ]

  @Test(arguments: rejections)
  func aMalformedLinkIsATypedError(_ rejection: Rejection) {
    #expect(throws: rejection.error) {
      try FlowLink(parsing: rejection.text, origins: Self.origins)
    }
  }

  /// A host matches in ASCII letters of either case only: a Kelvin sign, which lowercases to
  /// `k`, is not one (found by fuzz-link).
  @Test func aHostIgnoresTheCaseOfASCIILettersOnly() throws {
    let origins: [LinkOrigin] = [.web(host: "kiosk.example")]
    #expect(
      try FlowLink(parsing: "https://KIOSK.example/a", origins: origins).path.description == "/a")
    #expect(throws: LinkError.unknownHost("\u{212A}iosk.example")) {
      try FlowLink(parsing: "https://\u{212A}iosk.example/a", origins: origins)
    }
  }

  @Test func everyErrorSaysWhatAndWhere() {
    #expect(
      [
        LinkError.notALink, .tooLong(limit: 4096), .invalidCharacter(offset: 3),
        .unknownScheme("ftp"), .unknownHost("evil.example"), .invalidPercentEncoding("%zz"),
        .fragment("top"), .path(.emptyComponent(index: 1)),
        .unknownQueryItem("x", coordinator: "SearchFlow"),
        .invalidQueryItem("q", reason: "given more than once"),
      ].map(\.description) == [
        "a link is a path, such as /books/2, or a URL, such as scheme://…",
        "the link is longer than 4096 bytes",
        "the link holds a character no link may (at byte 3)",
        #"no link of this app has the scheme "ftp""#,
        #"no link of this app has the host "evil.example""#,
        #""%zz" is not percent-encoded UTF-8"#,
        "a link has no fragment: \"#top\"",
        "component 1 of the path is empty",
        #"SearchFlow takes no query item "x""#,
        #"query item "q": given more than once"#,
      ])
  }

  @Test func aLinkPrintsAsAURLThatReadsBackTheSame() throws {
    let links = [
      FlowLink(path: try FlowPath(parsing: "/books/2/edit")),
      FlowLink(path: FlowPath()),
      FlowLink(
        path: try FlowPath(parsing: "/search"),
        query: [LinkQueryItem(name: "q", value: "left hand & co/été")]),
      FlowLink(path: try FlowPath(parsing: "/search/left%20hand/3")),
    ]
    for link in links {
      for origin in Self.origins {
        let url = link.url(in: origin)
        #expect(try FlowLink(parsing: url, origins: Self.origins) == link, "\(url)")
      }
      #expect(try FlowLink(parsing: link.description, origins: []) == link)
    }
    #expect(links[0].url(in: .scheme("shelf")) == "shelf://books/2/edit")
    #expect(links[0].url(in: .web(host: "shelf.example")) == "https://shelf.example/books/2/edit")
    #expect(links[1].url(in: .scheme("shelf")) == "shelf://")
    #expect(links[2].description == "/search?q=left%20hand%20%26%20co%2F%C3%A9t%C3%A9")
  }
}
