/// One line of the results table.
struct Row {
  var row: String
  var scenario: String
  var figures: Harness.Figures?
  /// The unit of the figures, `ns/op` for timed rows.
  var unit = "ns/op"
  /// The reference this row is compared with in the same run, and the ratio to it.
  var reference: String?
  var ratio: Double?
  /// Figures that are not times, such as lines per second and peak memory.
  var notes: String?
}
