import Coordinator

/// The keys of the Auth flow, after `/login`.
enum AuthKey: String, PathKey {
  /// The OTP screen, `/login/otp`: shown only after a name was entered, never by a link.
  case otp
}
