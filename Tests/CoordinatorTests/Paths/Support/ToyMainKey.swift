import Coordinator

/// The keys of the main flow of the toy path app.
enum ToyMainKey: String, PathKey {
  case game
  case settings
  case about
}
