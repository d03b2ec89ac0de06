/// What a line writes: text for stdout and text for stderr, each possibly empty.
struct RenderedOutput: Equatable, Sendable {
  var output = ""
  var errors = ""
}
