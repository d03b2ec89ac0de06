/// The screens of the About flow, on the modal level it presents.
enum AboutRoute: Equatable, Sendable {
  case about
  case licenses
}
