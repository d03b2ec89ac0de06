import Coordinator

/// The keys of the modal about flow of the toy path app.
enum ToyAboutKey: String, PathKey {
  case licenses
  case credits
}
