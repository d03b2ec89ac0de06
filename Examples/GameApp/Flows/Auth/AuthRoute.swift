/// The screens of the Auth flow, with the data each one needs.
///
/// The one-time code travels to the OTP screen in ``otp(code:)``; ``home``
/// leads out of the flow, to the Main flow the app starts next.
///
/// Not a second name for ``AuthKey``: a path names the OTP screen ``AuthKey/otp``
/// and cannot carry its code, which only entering a name produces; Login is the
/// flow itself, `/login` (``AppKey/login``), and `home` is no place of this flow.
enum AuthRoute: Equatable, Sendable {
  case login
  case otp(code: String)
  case home
}
