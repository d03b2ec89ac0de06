import Coordinator

/// The keys of the Auth flow, after `/login`.
enum AuthKey: String, AppPathKey {
  /// The OTP screen, `/login/otp`: shown only after a name was entered, never by a link.
  case otp

  var unreachableReason: String? { "it is reached only by logging in with a name" }
}
