import Coordinator

/// The keys of the root coordinator of the toy path app.
enum ToyAppKey: String, PathKey {
  case main
  case login
}
