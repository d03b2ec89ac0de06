import Coordinator

/// The keys of the game flow of the toy path app.
enum ToyGameKey: String, PathKey {
  case result
}
