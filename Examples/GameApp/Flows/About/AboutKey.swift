import Coordinator

/// The keys of the About flow, after `/main/about`.
enum AboutKey: String, AppPathKey {
  /// The Licenses screen, pushed on the About flow's modal level: `/main/about/licenses`.
  case licenses
}
