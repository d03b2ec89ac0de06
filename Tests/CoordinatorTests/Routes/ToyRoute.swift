/// The routes of a toy flow, with associated values that carry each screen's data.
enum ToyRoute: Equatable, Sendable {
  case home
  case detail(id: Int)
  case form(title: String, step: Int)
  case sheet(note: String)
  /// Leads out of the flow.
  case done
}
