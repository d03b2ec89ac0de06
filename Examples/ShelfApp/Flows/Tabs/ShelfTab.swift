/// The shelf app's tabs, in the tab bar's order.
enum ShelfTab: String, CaseIterable, Sendable {
  case books, search, account
}
