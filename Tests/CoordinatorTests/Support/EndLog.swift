/// The lines flows write as they end and hear results, in the order they wrote them.
final class EndLog {
  var lines: [String] = []
}
