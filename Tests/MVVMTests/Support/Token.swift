/// An object a handler captures, so a test can tell when the handler is released.
final class Token: Sendable {}
