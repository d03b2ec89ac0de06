/// The screens of the Auth flow, with the data each one needs.
///
/// The one-time code travels to the OTP screen in ``otp(code:)``; ``home``
/// leads out of the flow, to the Main flow the app starts next.
enum AuthRoute: Equatable, Sendable {
  case login
  case otp(code: String)
  case home
}
